// Shared set-up of the fulfillment route tests: a web order in Shopify's shape, signed.
import assert from "node:assert/strict";
import type { TestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { K as SALES } from "../../../lib/sales/store.ts";
import { listVariants } from "../../../lib/catalogue/mod.ts";
import { signShopifyWebhook } from "../../../lib/fulfillment/carrier.ts";

export const LIVE_SECRET = "live-secret-for-tests-0123456789";
export const SANDBOX_SECRET = "sandbox-secret-for-tests-012345";
export const ENV = {
  FULFILLMENT_WEBHOOK_SECRET: LIVE_SECRET,
  FULFILLMENT_SANDBOX_WEBHOOK_SECRET: SANDBOX_SECRET,
};

/** Two catalogue items with 10 on hand in each of the fulfillment stores (1234, 1310, 2051). */
export async function stockTwoItems(app: TestApp) {
  const items = (await listVariants(app.kv, { status: "active" })).slice(0, 2);
  for (const item of items) {
    for (const store of [1234, 1310, 2051]) {
      await app.kv.set(SALES.stock(item.item_number, store), { on_hand: 10, as_of: "2026-01-01" });
    }
  }
  return items;
}

export function webOrder(id: number, items: { item_number: string; gtin14: string }[], over = {}) {
  return {
    id,
    name: `#${id}`,
    created_at: "2026-11-20T10:00:00-05:00",
    email: "client@example.com",
    line_items: [
      {
        id: 1,
        title: "Line one",
        sku: items[0].item_number,
        barcode: null,
        quantity: 1,
        price: "49.99",
      },
      {
        id: 2,
        title: "Line two",
        sku: null,
        barcode: items[1].gtin14.replace(/^0+/, ""),
        quantity: 2,
        price: "10.00",
      },
    ],
    shipping_address: {
      name: "Chris Client",
      address1: "100 Queen St W",
      city: "Toronto",
      province_code: "ON",
      zip: "M5H 2N2",
      country_code: "CA",
      phone: "416-555-0100",
    },
    shipping_lines: [{ title: "Standard", price: "9.99" }],
    customer: { id: 77, email: "client@example.com", first_name: "Chris", last_name: "Client" },
    ...over,
  };
}

export async function postOrder(
  app: TestApp,
  env: "live" | "sandbox",
  order: unknown,
  secret?: string | null,
) {
  const body = JSON.stringify(order);
  const headers: Record<string, string> = { "content-type": "application/json" };
  const key = secret === undefined ? (env === "live" ? LIVE_SECRET : SANDBOX_SECRET) : secret;
  if (key !== null) headers["x-shopify-hmac-sha256"] = await signShopifyWebhook(key, body);
  const path = env === "live" ? "/api/fulfillment/orders" : "/api/fulfillment/sandbox/orders";
  return await app.fetch(path, { method: "POST", headers, body });
}

/** The barcodes on each page of a PDF: pages rendered by pdftoppm, decoded by zbarimg. */
export async function pdfBarcodes(pdf: Uint8Array): Promise<string[][]> {
  const dir = await Deno.makeTempDir();
  try {
    await Deno.writeFile(`${dir}/doc.pdf`, pdf);
    const render = await new Deno.Command("pdftoppm", {
      args: ["-r", "200", "-png", `${dir}/doc.pdf`, `${dir}/page`],
    }).output();
    if (!render.success) throw new Error(new TextDecoder().decode(render.stderr));
    const pages = [...Deno.readDirSync(dir)].map((e) => e.name).filter((n) => n.endsWith(".png"))
      .sort();
    const out: string[][] = [];
    for (const page of pages) {
      const scan = await new Deno.Command("zbarimg", {
        args: ["-q", "--raw", "-Scode128.enable", `${dir}/${page}`],
        stderr: "null",
      }).output();
      out.push(new TextDecoder().decode(scan.stdout).split("\n").filter(Boolean));
    }
    return out;
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

/** A response's status, its body dropped (a step whose page the test does not read). */
export async function statusOf(res: Response | Promise<Response>): Promise<number> {
  const done = await res;
  await done.body?.cancel();
  return done.status;
}

/** Posts a form as a signed-in user. */
export function poster(app: TestApp, cookie: string) {
  return async (path: string, fields: Record<string, string>) => {
    const res = await app.fetch(path, {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
    return res;
  };
}

/**
 * A web order of two stocked items taken in and offered to the store routing picks, and the
 * session of the owner of the demo's fulfillment stores, who works it (`accepted`: answered yes).
 */
export async function offeredOrder(
  app: TestApp,
  env: "live" | "sandbox",
  id: number,
  { accepted = false } = {},
) {
  const items = await stockTwoItems(app);
  const res = await postOrder(app, env, webOrder(id, items));
  assert.equal(res.status, 201, `order ${id} is taken in`);
  const store = (await res.json()).store as number;
  const cookie = await signIn(app, "owner@example.com");
  const post = poster(app, cookie);
  const get = (path: string) => app.fetch(path, { headers: { cookie } });
  if (accepted) {
    const home = env === "live" ? "/fulfillment" : "/fulfillment/sandbox";
    const answer = await post(home, { action: "accept", id: String(id), store: String(store) });
    assert.equal(answer.status, 303, `order ${id} is accepted`);
    await answer.body?.cancel();
  }
  return { items, store, cookie, post, get };
}

/** The `_version` a store's settings form carries on the fulfillment home (lib/forms/version.ts). */
export async function settingsVersion(app: TestApp, cookie: string, store: number) {
  const html = await (await app.fetch("/fulfillment", { headers: { cookie } })).text();
  const form = html.split(`data-settings="${store}"`)[1] ?? "";
  // An empty version (nothing stored yet) renders as a bare `value` attribute.
  return form.match(/name="_version" value(?:="([0-9a-f]*)")?/)?.[1] ?? "";
}

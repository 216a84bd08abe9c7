// Words and names (issue 32): titles and breadcrumbs name what the address identifies — the show
// by its name in the page's language (never "Show Fall Show 2026" nor "Salon Salon d'automne"),
// the vendor by its name (not V100), a show order by its PO numbers (not its UUID) — on every
// page, through lib/nav/labels.ts.
import assert from "node:assert/strict";
import { getVendor } from "../../../lib/stores/store.ts";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { appTest } from "../with_app.ts";

/** The breadcrumb's labels and the page's <title>. */
function heading(html: string): { crumbs: string[]; title: string } {
  const nav = /<nav class="breadcrumb"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
  const crumbs = [...nav.matchAll(/<li[^>]*>(?:<a [^>]*>)?([^<]*)/g)].map((m) => m[1]);
  return { crumbs, title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "" };
}

appTest("titles and breadcrumbs name shows, vendors and orders", async (app) => {
  const owner = await signIn(app, "owner@example.com");
  const get = async (path: string) =>
    heading(await (await app.fetch(path, { headers: { cookie: owner } })).text());
  const files = await get("/show/fall-2026/files");
  assert.ok(files.crumbs.includes("Fall Show 2026"), files.crumbs.join(" / "));
  assert.ok(
    !files.crumbs.some((c) => /fall-2026|Show Fall Show/.test(c)),
    files.crumbs.join(" / "),
  );
  await (await postForm(app, "/account", { action: "locale", locale: "fr-CA" }, {
    cookie: owner,
  }))
    .body?.cancel();
  const fr = await get("/show/fall-2026/files");
  await (await postForm(app, "/account", { action: "locale", locale: "en-US" }, {
    cookie: owner,
  }))
    .body?.cancel();
  assert.ok(
    fr.crumbs.includes("Salon d&#39;automne 2026") || fr.crumbs.includes("Salon d'automne 2026"),
    fr.crumbs.join(" / "),
  );
  assert.ok(!fr.crumbs.some((c) => /Salon Salon/.test(c)));
  const show = await get("/show/fall-2026");
  assert.doesNotMatch(show.title, /Show Fall Show/);

  const vendorName = (await getVendor(app.kv, "V100"))!.name;
  const order = await get("/showcloud/V100/order");
  assert.ok(order.crumbs.some((c) => c.includes(vendorName)), order.crumbs.join(" / "));
  assert.ok(!order.crumbs.some((c) => c.includes("V100")), order.crumbs.join(" / "));

  // A show order's wizard: its parent crumb is the order, by PO number.
  const orders = await (await app.fetch("/showcloud/orders", { headers: { cookie: owner } }))
    .text();
  const id = /href="\/showcloud\/orders\/([0-9a-f-]{36})"/.exec(orders)?.[1];
  assert.ok(id, "the owner has a show order");
  const wizard = await get(`/showcloud/orders/${id}/wizard`);
  assert.ok(wizard.crumbs.some((c) => /PO-\d+/.test(c)), wizard.crumbs.join(" / "));
  assert.ok(!wizard.crumbs.some((c) => c.includes(id!)), wizard.crumbs.join(" / "));
});

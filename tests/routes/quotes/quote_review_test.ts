// Reviewing a read quote: each matched line shows our cost and how the quoted price compares; a
// repeated line and a wrong line total are said in words (they were marked by colour alone).
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { settingsVersion, V200_SETTINGS } from "./settings.ts";
import { runTask } from "../../../lib/tasks/queue.ts";
import { getResult } from "../../../lib/quotes/store.ts";
import { getVariant } from "../../../lib/catalogue/mod.ts";
import { reviewLines } from "../../../lib/quotes/review.ts";
import "../../../lib/tasks/listen.ts";
import { statusOf } from "../fulfillment/helpers.ts";

const QUOTE = [
  "Référence;Description;Quantité;Prix unitaire;Montant",
  "06280000101011;Northwind Base Layer Sport;12;20,69;248,28",
  "06280000101011;Northwind Base Layer Sport;2;20,69;41,38",
  "NW-TQ;Toque Elite laine;24;14,48;300,00",
  "Total;;;;589,66",
].join("\n");

Deno.test("quote review: our cost beside the quoted price, repeats and wrong totals in words", async () => {
  const app = await createTestApp();
  try {
    const buyer = await signIn(app, "admin@example.com");
    const post = (path: string, body: FormData | URLSearchParams) =>
      app.fetch(path, { method: "POST", headers: { cookie: buyer }, body });
    assert.equal(
      await statusOf(post(
        "/head-office/quote-parser/config",
        new URLSearchParams({ ...V200_SETTINGS, _version: await settingsVersion(app, buyer) }),
      )),
      303,
    );
    const form = new FormData();
    form.set("vendor", "V200");
    form.set("file", new File([QUOTE], "repeat.csv", { type: "text/csv" }));
    const res = await post("/head-office/quote-parser", form);
    assert.equal(res.status, 303);
    await res.body?.cancel();
    const location = res.headers.get("location")!;
    const guid = location.split("/").pop()!;
    await runTask(app.kv, guid);
    const html = await (await app.fetch(location, { headers: { cookie: buyer } })).text();
    assert.match(html, /Quoted vs our cost/);
    assert.match(html, /data-row="3"[^>]*data-duplicate-of="2"/);
    assert.match(html, /repeats row 2/);
    assert.match(html, /Wrong total: quantity × unit price is \$347\.52/);

    const result = (await getResult(app.kv, guid))!;
    const line = result.lines.find((l) => l.row === 2)!;
    assert.ok(line.item_number, "the first line is matched");
    const cost = (await getVariant(app.kv, line.item_number!))!.cost;
    const review = reviewLines(result.lines, (n) => n === line.item_number ? cost : null);
    assert.equal(review.get(2)!.cost_diff, 2069 - cost);
    assert.match(html, new RegExp(`data-cost-diff="${2069 - cost}"`));
  } finally {
    app.close();
  }
});

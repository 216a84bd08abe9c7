// The price editor proposes new prices before anything is saved: one price for every size of a
// style, or every shown price by a percentage and to a price ending, each with its new margin.
import assert from "node:assert/strict";
import { appTest } from "./helpers.ts";
import { listVariants } from "../../../lib/catalogue/mod.ts";
import { adjustPrice } from "../../../lib/head_office/price_adjust.ts";

appTest(
  "price editor: a price for every size of a style; −10 % to .99; new margins",
  async (app, cookie) => {
    const variants = (await listVariants(app.kv, { vendor: "V100" }))
      .filter((v) => v.status !== "discontinued");
    const style = variants[0].style_id;
    const sizes = variants.filter((v) => v.style_id === style);
    assert.ok(sizes.length > 1, "a style with several sizes");
    const get = async (query: string) =>
      await (await app.fetch(`/head-office/pricing/editor?vendor=V100&${query}`, {
        headers: { cookie },
      })).text();
    const valueOf = (html: string, item: string) =>
      html.match(new RegExp(`name="price_${item}"[^>]*value="([^"]*)"`))?.[1] ??
        html.match(new RegExp(`value="([^"]*)"[^>]*name="price_${item}"`))?.[1];

    const byStyle = await get(`style=${style}&style_price=49.99`);
    for (const v of sizes) assert.equal(valueOf(byStyle, v.item_number), "49.99", v.item_number);
    const other = variants.find((v) => v.style_id !== style)!;
    assert.equal(valueOf(byStyle, other.item_number) ?? "", "");

    const all = await get("percent=-10&ending=99");
    const v = variants[0];
    const expected = adjustPrice(v.retail, -10, "99");
    assert.equal(valueOf(all, v.item_number), (expected / 100).toFixed(2));
    assert.match(all, /data-new-margin="true">\d+(\.\d)?\s?%</);
  },
);

// The price editor reads its form through lib/forms: a control character in a new price is refused
// beside that price with every other typed price and the date kept (reading the form by hand
// answered a bare 400 page without the grid).
import assert from "node:assert/strict";
import { appTest } from "./helpers.ts";
import { postForm } from "../account/helpers.ts";

appTest(
  "price editor: a control character in a price is a field error, the rest kept",
  async (app, cookie) => {
    const grid = await (await app.fetch("/head-office/pricing/editor?vendor=V300", {
      headers: { cookie },
    })).text();
    const [a, b] = [...grid.matchAll(/data-item="([^"]+)"/g)].map((m) => m[1]);
    assert.ok(a && b, "two items in the grid");
    const res = await postForm(app, "/head-office/pricing/editor", {
      vendor: "V300",
      department: "",
      starts_on: "2030-01-15",
      [`price_${a}`]: "12.99\u0001",
      [`price_${b}`]: "45.50",
    }, { cookie });
    assert.equal(res.status, 400);
    const html = await res.text();
    assert.match(
      html,
      new RegExp(`id="field-price_${a}"[^>]*>\\s*<p class="field-error">Contains characters`),
    );
    assert.match(html, new RegExp(`name="price_${b}"[^>]*value="45.50"`));
    assert.match(html, /name="starts_on"[^>]*value="2030-01-15"/);
  },
);

// A team's request taken at the store: team-fulfillment staff fill in the form on the fulfillment
// home; a bad roster line is named and nothing typed is lost; a good request becomes a "requested"
// team quote of that store; another store's number is refused.
import { poster, statusOf } from "./helpers.ts";
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { getQuote } from "../../../lib/fulfillment/quotes.ts";

const REQUEST = {
  action: "team_request",
  store: "2051",
  team: "Lions U13",
  contact_name: "Marie Tremblay",
  contact_email: "marie@example.com",
  contact_phone: "514 555-0199",
  decoration: "Crest on the chest, numbers on the back",
  roster: "Léa Roy, YL, 12\nNoah Gagnon; YM; 7\n\nÉmile Côté, ym",
};

Deno.test("team request: errors kept in place, then a requested quote of the store", async () => {
  const app = await createTestApp();
  try {
    const cookie = await signIn(app, "team@example.com");
    const post = (fields: Record<string, string>, path = "/fulfillment") =>
      poster(app, cookie)(path, fields);

    const home = await app.fetch("/fulfillment", { headers: { cookie } });
    assert.match(await home.text(), /name="action" value="team_request"/);

    const bad = await post({
      ...REQUEST,
      roster: "Léa Roy, YL, 12\nNoah Gagnon",
      contact_email: "x",
    });
    assert.equal(bad.status, 400);
    const html = await bad.text();
    assert.match(html, /id="field-roster-error"[^>]*>Line 2 of the roster/);
    assert.match(html, /id="field-contact_email-error"/);
    assert.match(html, /value="Lions U13"/);
    assert.match(html, /Noah Gagnon<\/textarea>/);

    assert.equal(await statusOf(post({ ...REQUEST, store: "1234" })), 404);

    const ok = await post(REQUEST, "/fulfillment/sandbox");
    assert.equal(ok.status, 303);
    const location = ok.headers.get("location")!;
    assert.match(location, /^\/fulfillment\/sandbox\/team-quotes\/TQ-[0-9A-F]{8}$/);
    const quote = (await getQuote(app.kv, "sandbox", location.split("/").at(-1)!))!;
    assert.equal(quote.store, 2051);
    assert.equal(quote.state, "requested");
    assert.deepEqual(quote.roster, [
      { name: "Léa Roy", size: "YL", number: "12" },
      { name: "Noah Gagnon", size: "YM", number: "7" },
      { name: "Émile Côté", size: "YM", number: "" },
    ]);
    assert.equal(await getQuote(app.kv, "live", quote.id), null);
    const page = await app.fetch(location, { headers: { cookie } });
    assert.equal(page.status, 200);
    assert.match(await page.text(), /Lions U13/);
  } finally {
    app.close();
  }
});

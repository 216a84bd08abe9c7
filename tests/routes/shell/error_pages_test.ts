// Errors that help (issue 32): a refused page names what it needs — the failing prefix rule or
// route check, in the page's language — says who grants it, and links home.
import assert from "node:assert/strict";
import { postForm, signedInTest } from "../account/helpers.ts";

signedInTest(
  "a 401 for missing permissions names what is missing and links home, in both languages",
  "staff@example.com",
  async (app, cookie) => {
    // What is missing, and who grants that very thing (a site admin makes site admins).
    const cases: Array<[string, string, RegExp, RegExp]> = [
      [
        "/open-to-buy",
        "en-US",
        /Buyers, site admins, or members with sales/,
        /store’s admin or by head office/,
      ],
      [
        "/reporting/report-builder",
        "en-US",
        /member with the sales permission/,
        /store’s admin or by head office/,
      ],
      ["/admin", "fr-CA", /administrateurs du site/i, /accordé par un administrateur du site/],
    ];
    for (const [path, locale, needs, grant] of cases) {
      if (locale === "fr-CA") {
        await postForm(app, "/account", { action: "locale", locale }, { cookie });
      }
      const res = await app.fetch(path, { headers: { cookie } });
      assert.equal(res.status, 401, path);
      const html = await res.text();
      const block = /<div data-error-needs[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? "";
      assert.match(block, needs, `${path}: names what is missing`);
      assert.match(block, grant, `${path}: says who grants it`);
      assert.match(html, /<a href="\/">/, `${path}: links home`);
    }
  },
);

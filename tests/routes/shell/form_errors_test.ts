// Form errors that help (issue 32): the report builder answers translated messages named by the
// form's labels (not zod's "Too big: expected array to have <=3 items") and keeps every choice; the
// watchlist refuses a threshold out of range instead of clamping it.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

Deno.test({
  name: "report builder: translated errors at their fields, every choice kept",
  ...opts,
  async fn() {
    const app = await createTestApp();
    try {
      const cookie = await signIn(app, "owner@example.com");
      const fields = {
        action: "run",
        kind: "stock",
        dimensions: ["store", "department", "class", "vendor"],
        measures: ["units"],
        start: "2026-11-20",
        end: "2026-11-01",
      };
      for (
        const [locale, want] of [
          ["en-US", /Must have at most 3 items/],
          ["fr-CA", /Doit contenir au plus 3 éléments/],
        ] as const
      ) {
        await postForm(app, "/account", { action: "locale", locale }, { cookie });
        const res = await postForm(app, "/reporting/report-builder", fields, { cookie });
        assert.equal(res.status, 400);
        const html = await res.text();
        // Each message at its field (lib/forms), never zod's English.
        const at = (field: string) =>
          new RegExp(`data-error-for="${field}">([^<]*)<`).exec(html)?.[1] ?? "";
        assert.match(at("dimensions"), want);
        assert.doesNotMatch(html, /Too big|expected array|start after end/);
        assert.match(
          at("end"),
          locale === "en-US" ? /not be after the end/ : /pas être après la fin/,
        );
        // Choices kept: the four dimensions, the kind, the measure and the dates as sent.
        for (const d of fields.dimensions) {
          assert.match(html, new RegExp(`name="dimensions" value="${d}" checked`), d);
        }
        assert.match(html, /name="kind" value="stock" checked/);
        assert.match(html, /value="2026-11-20"/);
      }
    } finally {
      app.close();
    }
  },
});

Deno.test({
  name: "watchlist: a threshold out of range is refused with its range, never clamped",
  ...opts,
  async fn() {
    const app = await createTestApp();
    try {
      const cookie = await signIn(app, "owner@example.com");
      const add = (threshold: string) =>
        postForm(app, "/reporting/stock-sales-watchlist", {
          store: "1234",
          item_number: "1000001",
          threshold,
          action: "add",
        }, { cookie });
      for (const bad of ["60", "0", "abc"]) {
        const res = await add(bad);
        assert.equal(res.status, 400, bad);
        const html = await res.text();
        assert.match(html, /role="alert">Alert below \(weeks of supply\): /, bad);
        assert.match(html, new RegExp(`name="threshold"[^>]*value="${bad}"`), "kept as typed");
      }
      const ok = await add("6.5");
      assert.equal(ok.status, 303);
      const page = await (await app.fetch("/reporting/stock-sales-watchlist?store=1234", {
        headers: { cookie },
      })).text();
      assert.match(page, /1000001/);
    } finally {
      app.close();
    }
  },
});

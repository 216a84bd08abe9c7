// The report builder's form through lib/forms: a refused field says why beside it (translated),
// what was typed stays (the name too); a relative period needs no dates.
import assert from "node:assert/strict";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { appTest } from "../with_app.ts";

appTest(
  "report builder: a bad store filter is refused at the filters, the name kept; a relative period runs",
  async (app) => {
    const cookie = await signIn(app, "owner@example.com");
    const res = await postForm(app, "/reporting/report-builder", {
      action: "save",
      kind: "sales",
      dimensions: ["store"],
      measures: [],
      stores: ["abc"],
      start: "2026-11-01",
      end: "2026-11-20",
      name: "My weekly",
    }, { cookie });
    assert.equal(res.status, 400);
    const html = await res.text();
    assert.match(html, /data-error-for="stores">[^<]+</);
    assert.match(html, /data-error-for="measures">[^<]+</);
    assert.doesNotMatch(html, /expected|Invalid input/);
    assert.match(html, /name="name" maxlength="80" value="My weekly"/i);
    assert.match(html, /name="dimensions" value="store" checked/);
    // A relative period ignores the empty date fields.
    const run = await postForm(app, "/reporting/report-builder", {
      action: "run",
      kind: "sales",
      dimensions: ["department"],
      measures: ["sales"],
      relative: "last_4_weeks",
      start: "",
      end: "",
    }, { cookie });
    assert.equal(run.status, 303);
    await run.body?.cancel();
  },
);

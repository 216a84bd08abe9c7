// The quote parser's forms go through lib/forms: a control character is a message beside its field
// with the rest of the typing kept (reading the form by hand answered a bare 400 page), and the
// settings form carries its version, so a save over someone else's is refused, not lost.
import assert from "node:assert/strict";
import { signedInTest } from "../account/helpers.ts";
import { settingsVersion, V200_SETTINGS } from "./settings.ts";
import { runTask } from "../../../lib/tasks/queue.ts";

const SETTINGS = { ...V200_SETTINGS, code_pattern: "^NW" };

signedInTest(
  "quote parser forms: control characters beside their field, typing kept; stale settings",
  "admin@example.com",
  async (app, cookie) => {
    const post = (path: string, body: FormData | URLSearchParams) =>
      app.fetch(path, { method: "POST", headers: { cookie }, body });

    // Settings: the bad label is refused beside it, the pattern typed is kept.
    const read = await settingsVersion(app, cookie);
    const bad = await post(
      "/head-office/quote-parser/config",
      new URLSearchParams({ ...SETTINGS, _version: read, total_label: "tot\u0007al" }),
    );
    assert.equal(bad.status, 400);
    const badHtml = await bad.text();
    assert.match(
      badHtml,
      /id="field-total_label-error">Contains characters that are not allowed/,
    );
    assert.match(badHtml, /name="code_pattern"[^>]*value="\^NW"/);

    // Saved by someone else meanwhile: the form read before is refused, the typing kept.
    const first = await post(
      "/head-office/quote-parser/config",
      new URLSearchParams({ ...SETTINGS, _version: read }),
    );
    assert.equal(first.status, 303);
    const stale = await post(
      "/head-office/quote-parser/config",
      new URLSearchParams({ ...SETTINGS, _version: read, total_label: "sum" }),
    );
    assert.equal(stale.status, 400);
    const staleHtml = await stale.text();
    assert.match(staleHtml, /data-form-error/);
    assert.match(staleHtml, /name="total_label"[^>]*value="sum"/);
    assert.doesNotMatch(staleHtml, new RegExp(`name="_version" value="${read}"`));

    // Start form: a control character in the name is answered beside it, the pasted text kept.
    const start = new FormData();
    start.set("vendor", "V200");
    start.set("name", "Spring\u0001");
    start.set("text", "Code;Description;Qty;Price;Total\nNW-1;Toque;2;1,00;2,00");
    const refused = await post("/head-office/quote-parser", start);
    assert.equal(refused.status, 400);
    const startHtml = await refused.text();
    assert.match(startHtml, /class="field-error"[^>]*>Contains characters that are not allowed/);
    assert.match(
      startHtml,
      /<textarea[^>]*name="text"[^>]*>Code;Description;Qty;Price;Total\r?\nNW-1;Toque;2;1,00;2,00/,
    );

    // Review: a control character in a correction is answered on its row, the typing kept.
    start.set("name", "Spring");
    const made = await post("/head-office/quote-parser", start);
    assert.equal(made.status, 303);
    const location = made.headers.get("location")!;
    await runTask(app.kv, location.split("/").pop()!);
    const review = await app.fetch(location, { headers: { cookie } });
    const row = (await review.text()).match(/id="fix-(\d+)"/)![1];
    const fix = await post(location, new URLSearchParams({ row, item_number: "1010\u0002" }));
    assert.equal(fix.status, 400);
    const fixHtml = await fix.text();
    assert.match(fixHtml, /<p class="field-error" role="alert">Contains characters/);
    assert.match(fixHtml, new RegExp(`id="fix-${row}"[^>]*value="1010\uFFFD"`));
  },
);

import assert from "node:assert/strict";
import { renderToString } from "preact-render-to-string";
import { DATE_PLACEHOLDER, dateValue, Field } from "../../../components/Field.tsx";

Deno.test("float and int fields step by 0.01 and 1", () => {
  const float = renderToString(<Field name="price" label="Price" type="float" value="12.5" />);
  assert.match(float, /<input[^>]*type="number"/);
  assert.match(float, /step="0.01"/);
  assert.match(float, /value="12.5"/);
  const int = renderToString(<Field name="qty" label="Quantity" type="int" value={3} />);
  assert.match(int, /step="1"/);
  assert.match(int, /inputmode="numeric"|inputMode="numeric"/);
});

Deno.test("date values are cut at T and show the YYYY-MM-DD placeholder", () => {
  assert.equal(DATE_PLACEHOLDER, "YYYY-MM-DD");
  assert.equal(dateValue("2026-03-08T05:00:00.000Z"), "2026-03-08");
  assert.equal(dateValue("2026-03-08"), "2026-03-08");
  assert.equal(dateValue(new Date(Date.UTC(2026, 0, 2, 3))), "2026-01-02");
  assert.equal(dateValue(null), "");
  const html = renderToString(
    <Field name="start" label="Start" type="date" value="2026-03-08T05:00:00Z" />,
  );
  assert.match(html, /type="date"/);
  assert.match(html, /placeholder="YYYY-MM-DD"/);
  assert.match(html, /value="2026-03-08"/);
});

Deno.test("label, hint and error are tied to the input; the typed value is kept", () => {
  const html = renderToString(
    <Field
      name="email"
      label="Email"
      type="email"
      value="ab"
      hint="Enter your email to continue."
      error="Too short"
      required
    />,
  );
  assert.match(html, /<label for="field-email">Email<\/label>/);
  assert.match(html, /id="field-email"/);
  assert.match(html, /aria-describedby="field-email-hint field-email-error"/);
  assert.match(html, /aria-invalid="true"/);
  assert.match(html, /value="ab"/);
  assert.match(html, /required/);
  assert.match(html, /<p class="hint" id="field-email-hint">Enter your email to continue.<\/p>/);
  assert.match(html, /<p class="field-error" id="field-email-error">Too short<\/p>/);

  const clean = renderToString(<Field name="name" label="Name" value="Olivia" />);
  assert.doesNotMatch(clean, /aria-invalid|aria-describedby/);
  assert.match(clean, /type="text"/);

  const area = renderToString(
    <Field name="note" label="Note" type="textarea" value="hi" error="Bad" />,
  );
  assert.match(area, /<textarea[^>]*aria-invalid="true"/);
  assert.match(area, />hi<\/textarea>/);
});

// Destructive actions ask first (lib/client/confirm.ts): a submit whose button or form carries
// data-confirm goes ahead only when the person agrees.
import assert from "node:assert/strict";
import { installConfirm } from "../../../lib/client/confirm.ts";

function submit(form: EventTarget, submitter: { dataset: Record<string, string> } | null) {
  const event = new Event("submit", { cancelable: true });
  Object.defineProperty(event, "submitter", { value: submitter });
  form.dispatchEvent(event);
  return event.defaultPrevented;
}

Deno.test("a submit with data-confirm is sent only when confirmed", () => {
  const doc = new EventTarget();
  const form = Object.assign(doc, { dataset: {} as Record<string, string> });
  const asked: string[] = [];
  let answer = false;
  installConfirm(doc as unknown as Document, (q) => (asked.push(q), answer));
  assert.equal(submit(form, { dataset: { confirm: "Delete?" } }), true, "refused: not sent");
  answer = true;
  assert.equal(submit(form, { dataset: { confirm: "Delete?" } }), false, "agreed: sent");
  assert.equal(submit(form, { dataset: {} }), false, "no question: sent without asking");
  assert.deepEqual(asked, ["Delete?", "Delete?"]);
});

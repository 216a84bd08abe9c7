// Mail attachments kept in the outbox (no SMTP_URL): a file bigger than one KV value comes back
// whole, and mails without one read as before.
import assert from "node:assert/strict";
import { readOutbox, sendMail } from "../../../lib/mail/mod.ts";
import { loadConfig } from "../../../lib/config.ts";
import { kvTest } from "../memory_kv.ts";

kvTest("outbox: an attachment bigger than a KV value is kept whole", async (kv) => {
  const config = loadConfig({ DENO_KV_PATH: ":memory:" });
  const content = crypto.getRandomValues(new Uint8Array(60_000));
  content.set(new TextEncoder().encode("%PDF-1.7"));
  await sendMail(kv, config, {
    to: "a@example.com",
    subject: "Label",
    text: "Attached.",
    attachments: [{ filename: "label.pdf", content_type: "application/pdf", content }],
  });
  await sendMail(kv, config, { to: "b@example.com", subject: "Plain", text: "No file." });
  const [labelled] = await readOutbox(kv, "a@example.com");
  assert.equal(labelled.attachments?.length, 1);
  assert.equal(labelled.attachments![0].filename, "label.pdf");
  assert.deepEqual(labelled.attachments![0].content, content);
  const [plain] = await readOutbox(kv, "b@example.com");
  assert.equal("attachments" in plain, false);
  assert.equal((await readOutbox(kv)).length, 2);
});

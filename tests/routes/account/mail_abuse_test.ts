// Mail anyone can trigger has quotas per target address and per client (lib/auth/rate_limit.ts
// MAIL_LIMITS), answered like success for resets; names cannot carry links or control characters.
import assert from "node:assert/strict";
import { readOutbox } from "../../../lib/mail/mod.ts";
import { MAIL_LIMITS } from "../../../lib/auth/rate_limit.ts";
import { postJson } from "./helpers.ts";
import { appTest } from "../with_app.ts";

appTest(
  "15 resets of one address send at most MAIL_LIMITS.reset_to mails, all answered alike",
  async (app) => {
    const answers = new Set<string>();
    for (let i = 0; i < 15; i++) {
      const res = await postJson(app, "/api/account/request-password-reset", {
        email: "owner@example.com",
      });
      assert.equal(res.status, 200);
      answers.add(JSON.stringify(await res.json()));
    }
    assert.equal(answers.size, 1, "the answer never changes");
    const mails = await readOutbox(app.kv, "owner@example.com");
    assert.equal(mails.length, MAIL_LIMITS.reset_to.max);
  },
);

appTest(
  "one client cannot mail many addresses: resets and registrations are capped",
  async (app) => {
    const people = ["owner", "staff", "buyer", "vendor", "team", "sales", "program", "admin"];
    for (let round = 0; round < 2; round++) {
      for (const who of people) {
        const res = await postJson(app, "/api/account/request-password-reset", {
          email: `${who}@example.com`,
        });
        assert.equal(res.status, 200);
        await res.body?.cancel();
      }
    }
    const resets = (await readOutbox(app.kv)).filter((m) => m.text.includes("change-password"));
    assert.equal(resets.length, MAIL_LIMITS.reset_client.max);

    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await postJson(app, "/api/account/register", {
        email: `stranger${i}@example.net`,
        password: "a-long-unusual-passphrase",
        name: `Stranger ${i}`,
        store: "Store 1234",
      });
      statuses.push(res.status);
      await res.body?.cancel();
    }
    assert.equal(statuses.filter((s) => s === 201).length, MAIL_LIMITS.register_client.max);
    assert.ok(statuses.slice(MAIL_LIMITS.register_client.max).every((s) => s === 429));
    const greetings = (await readOutbox(app.kv)).filter((m) => m.text.includes("verify-email"));
    assert.equal(greetings.length, MAIL_LIMITS.register_client.max);
  },
);

appTest("a name with a web address or a control character is refused", async (app) => {
  for (
    const name of [
      "URGENT https://evil.example/login",
      "Visit www.evil.example now",
      "Reset at evil-portal.com today",
      "Bob\u0000Smith",
      "Bob\nSmith",
      "Bob \ud800 Smith",
    ]
  ) {
    const res = await postJson(app, "/api/account/register", {
      email: `x${name.length}@example.net`,
      password: "a-long-unusual-passphrase",
      name,
      store: "Store 1234",
    });
    assert.equal(res.status, 400, JSON.stringify(name));
    await res.body?.cancel();
  }
  assert.equal((await readOutbox(app.kv)).length, 0);
  const fine = await postJson(app, "/api/account/register", {
    email: "jr@example.net",
    password: "a-long-unusual-passphrase",
    name: "J.R. O'Neil-Tremblay",
    store: "Store 1234",
  });
  assert.equal(fine.status, 201);
  await fine.body?.cancel();
}, { seed: false });

// No secret appears in any admin page or answer: with EasyPost keys and webhook secret, a
// Lightspeed key, the Locally key, sessions and a reset link all live, a site admin opens every
// admin page (every table of the browser and records linked from it) and the JSON answers, and
// none of the secrets — nor their sealed or hashed forms — is in any of them.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { mailedLink, postForm } from "../account/helpers.ts";
import { getUserByEmail } from "../../../lib/auth/store.ts";
import { sha256Hex } from "../../../lib/auth/crypto.ts";
import { ROUTES } from "../../../lib/routes/registry.ts";
import { KEY_PREFIXES } from "../../../lib/db/keys.ts";
import { runTask } from "../../../lib/tasks/queue.ts";
import { webhookSignature } from "../../../lib/admin/easypost.ts";

const TEST_KEY = "EZTK0123456789abcdefSECRETtest";
const LIVE_KEY = "EZAK0123456789abcdefSECRETlive";
const WEBHOOK_SECRET = "whsec-0123456789-SECRET";
const LIGHTSPEED_KEY = "ls-key-7f3a9c2e51b84d06-SECRET";
const LOCALLY_KEY = "locally-key-SECRET-42";

Deno.test("no secret appears in any admin page or API answer", async () => {
  const app = await createTestApp({
    env: { LOCALLY_UPLOAD_URL: "http://127.0.0.1:9/feed", LOCALLY_API_KEY: LOCALLY_KEY },
  });
  try {
    const admin = await signIn(app, "admin@example.com");
    const owner = await signIn(app, "owner@example.com");
    const ownerId = (await getUserByEmail(app.kv, "owner@example.com"))!.id;
    await postForm(app, "/admin/easypost", {
      action: "save",
      mode: "live",
      test_key: TEST_KEY,
      live_key: LIVE_KEY,
      webhook_secret: WEBHOOK_SECRET,
    }, { cookie: admin });
    await postForm(app, "/admin/easypost", { action: "test" }, { cookie: admin });
    await postForm(app, "/account/lightspeed", {
      action: "save",
      account_id: "123456",
      api_key: LIGHTSPEED_KEY,
    }, { cookie: owner });
    const run = await postForm(app, "/admin/locally", { action: "run" }, { cookie: admin });
    const taskGuid = run.headers.get("location")!.split("/").pop()!;
    await runTask(app.kv, taskGuid);
    await postForm(app, `/admin/users/${ownerId}`, { action: "send_reset" }, { cookie: admin });
    const resetToken = (await mailedLink(app, "owner@example.com", "change-password"))
      .split("/").pop()!;

    const secrets = new Map<string, string>([
      ["EasyPost test key", TEST_KEY],
      ["EasyPost live key", LIVE_KEY],
      ["webhook secret", WEBHOOK_SECRET],
      ["Lightspeed key", LIGHTSPEED_KEY],
      ["Locally key", LOCALLY_KEY],
      ["reset token", resetToken],
      ["reset token hash", await sha256Hex(resetToken)],
      ["password hash", "$argon2"],
    ]);
    for (const [who, cookie] of [["admin", admin], ["owner", owner]]) {
      const id = cookie.split("=")[1];
      secrets.set(`${who} session id`, id);
      secrets.set(`${who} session hash`, await sha256Hex(id));
    }
    for await (const e of app.kv.list<Record<string, unknown>>({ prefix: ["easypost_settings"] })) {
      for (const s of ["test_key", "live_key", "webhook_secret"]) {
        const sealed = (e.value?.[s] as { sealed?: string } | null)?.sealed;
        if (sealed) secrets.set(`sealed ${s}`, sealed);
      }
    }
    const ls = (await app.kv.get<{ api_key_sealed: string }>(["lightspeed", 1234])).value!;
    secrets.set("sealed Lightspeed key", ls.api_key_sealed);

    const body = JSON.stringify({ description: "tracker.updated" });
    const answers: [string, string][] = [];
    const hook = await app.fetch("/api/easypost/webhook", {
      method: "POST",
      headers: { "x-hmac-signature": await webhookSignature(WEBHOOK_SECRET, body) },
      body,
    });
    answers.push(["webhook ok", await hook.text()]);
    const refused = await app.fetch("/api/easypost/webhook", { method: "POST", body });
    answers.push(["webhook refused", await refused.text()]);

    // Every admin page of the access table, with its parameters filled in.
    const params: Record<string, string[]> = {
      id: [ownerId],
      store_number: ["1234", "1000"],
      guid: [taskGuid],
      table: Object.keys(KEY_PREFIXES),
    };
    const paths = new Set<string>(["/admin/users?q=owner", "/admin/users?page=2"]);
    for (const { pattern } of ROUTES.values()) {
      if (!pattern.startsWith("/admin")) continue;
      let filled = [pattern];
      for (const [name, values] of Object.entries(params)) {
        filled = filled.flatMap((p) =>
          p.includes(`:${name}`) ? values.map((v) => p.replace(`:${name}`, v)) : [p]
        );
      }
      for (const p of filled) if (!p.includes(":")) paths.add(p);
    }
    const visited = new Set<string>();
    const queue = [...paths];
    while (queue.length) {
      const path = queue.shift()!;
      if (visited.has(path)) continue;
      visited.add(path);
      const res = await app.fetch(path, { headers: { cookie: admin } });
      const html = await res.text();
      assert.ok(res.status === 200 || res.status === 404, `${path}: ${res.status}`);
      answers.push([path, html]);
      // Follow up to five record links of each table page.
      const table = /^\/admin\/([a-z_]+)$/.exec(path)?.[1];
      if (table && Object.hasOwn(KEY_PREFIXES, table)) {
        const links = [...html.matchAll(new RegExp(`href="(/admin/${table}/[^"?]+)"`, "g"))];
        for (const [, href] of links.slice(0, 5)) queue.push(href.replaceAll("&amp;", "&"));
      }
    }
    for (const api of ["/api/account/get-user", "/api/store-info"]) {
      answers.push([api, await (await app.fetch(api, { headers: { cookie: admin } })).text()]);
    }
    assert.ok(visited.size > 40, `${visited.size} admin pages`);
    for (const [where, text] of answers) {
      for (const [name, secret] of secrets) {
        assert.ok(!text.includes(secret), `${name} appears in ${where}`);
      }
    }
  } finally {
    app.close();
  }
});

// The generic table browser (/admin/{table}, /admin/{table}/{id}; lib/admin/tables.ts): site admins
// browse every registered KV prefix, and no clear secret — password hash, session id or its hash,
// one-time token or its hash, the encryption key, a Lightspeed API key or its sealed form, sealed
// outbox mail — ever reaches a page.
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { mailedLink, postForm, postJson } from "../account/helpers.ts";
import { KEY_PREFIXES } from "../../../lib/db/keys.ts";
import { sha256Hex } from "../../../lib/auth/crypto.ts";
import { getUserByEmail } from "../../../lib/auth/store.ts";
import { browseRecord, browseTable, REDACTED } from "../../../lib/admin/tables.ts";

async function withApp(fn: (app: TestApp) => Promise<void>) {
  const app = await createTestApp({ env: { LIGHTSPEED_BASE_URL: "http://127.0.0.1:9" } });
  try {
    await fn(app);
  } finally {
    app.close();
  }
}

async function page(app: TestApp, path: string, cookie: string) {
  const res = await app.fetch(path, { headers: { cookie } });
  return { status: res.status, html: await res.text() };
}

const sessionId = (cookie: string) => cookie.match(/portal_session=([^;]+)/)![1];

Deno.test("browsing every registered table as a site admin shows no clear secret", async () => {
  await withApp(async (app) => {
    const admin = await signIn(app, "admin@example.com");
    const owner = await signIn(app, "owner@example.com");
    const secrets: string[] = ["$argon2id$"];
    for (const cookie of [admin, owner]) {
      secrets.push(sessionId(cookie), await sha256Hex(sessionId(cookie)));
    }
    const adminRecord = await getUserByEmail(app.kv, "admin@example.com");
    secrets.push(adminRecord!.password_hash);

    // A one-time token (mailed, so the outbox holds sealed mail), also inside a client error report.
    await postJson(app, "/api/account/request-password-reset", { email: "staff@example.com" });
    const reset = await mailedLink(app, "staff@example.com", "change-password");
    const token = reset.split("/").at(-1)!;
    secrets.push(token, await sha256Hex(token));
    const report = await postJson(app, "/api/logs/error", {
      error: `TypeError at ${reset}`,
      view: reset,
    });
    assert.equal(report.status, 201);

    // A Lightspeed API key (sealed with the encryption key kept in KV).
    const apiKey = "ls-secret-key-9d2e7a0c4b";
    const saved = await postForm(app, "/account/lightspeed", {
      action: "save",
      account_id: "4242",
      api_key: apiKey,
    }, { cookie: owner });
    assert.equal(saved.status, 303);
    secrets.push(apiKey);
    const connection = await app.kv.get<{ api_key_sealed: string }>(["lightspeed", 1234]);
    secrets.push(connection.value!.api_key_sealed);
    const encryptionKey = await app.kv.get<string>(["secrets", "encryption_key"]);
    assert.ok(encryptionKey.value, "the encryption key exists");
    secrets.push(encryptionKey.value);
    let outbox = 0;
    for await (const entry of app.kv.list<{ sealed: string }>({ prefix: ["outbox"] })) {
      secrets.push(entry.value.sealed);
      outbox++;
    }
    assert.ok(outbox > 0, "the outbox holds mail");

    const pages: string[] = [];
    const hidden: string[] = [];
    for (const table of Object.keys(KEY_PREFIXES)) {
      const list = await page(app, `/admin/${table}`, admin);
      assert.equal(list.status, 200, table);
      pages.push(list.html);
      if (list.html.includes("data-hidden-table")) hidden.push(table);
      const links = [
        ...new Set(
          [...list.html.matchAll(new RegExp(`href="(/admin/${table}/[^"]+)"`, "g"))].map((m) =>
            m[1].replaceAll("&amp;", "&")
          ),
        ),
      ];
      for (const link of links.slice(0, 25)) {
        const record = await page(app, link, admin);
        assert.equal(record.status, 200, link);
        pages.push(record.html);
      }
      const next = list.html.match(/href="([^"]+)"[^>]*data-next-page/)?.[1];
      if (next) pages.push((await page(app, next.replaceAll("&amp;", "&"), admin)).html);
      // The same through lib/admin (some /admin/… paths belong to dedicated tools).
      const data = await browseTable(app.kv, table);
      pages.push(JSON.stringify(data));
      if (data.hidden === null) {
        for (const id of new Set(data.entries.map((e) => e.id).filter((id) => id !== null))) {
          pages.push(JSON.stringify(await browseRecord(app.kv, table, id!)));
        }
      }
    }
    assert.deepEqual(hidden.sort(), [
      "files_chunks",
      "secrets",
      "sessions",
      "sessions_by_user",
      "tokens",
    ]);
    const all = pages.join("\n");
    for (const secret of secrets) {
      assert.ok(!all.includes(secret), `a page shows a secret: ${secret.slice(0, 12)}…`);
    }
    // What is shown is real data, with the secret fields redacted.
    assert.ok(all.includes("admin@example.com"));
    assert.ok(all.includes("4242"), "the Lightspeed account id is shown");
    assert.ok(all.includes(`/account/change-password/${REDACTED}`), "the token is cut from texts");
  });
});

Deno.test("/admin/{table} pages with a cursor; /admin/{table}/{id} lists every key sharing the id", async () => {
  await withApp(async (app) => {
    const admin = await signIn(app, "admin@example.com");
    // Paging: the pages of a small page size together are the whole prefix, in order, once.
    const seen: string[] = [];
    let cursor: string | undefined;
    let pagesRead = 0;
    do {
      const data = await browseTable(app.kv, "stores", cursor, 10);
      assert.equal(data.hidden, null);
      if (data.hidden !== null) break;
      seen.push(...data.entries.map((e) => e.key.join("/")));
      cursor = data.next ?? undefined;
      pagesRead++;
    } while (cursor);
    const all: string[] = [];
    for await (const entry of app.kv.list({ prefix: ["stores"] })) all.push(entry.key.join("/"));
    assert.ok(all.length > 10);
    assert.deepEqual(seen, all);
    assert.equal(pagesRead, Math.ceil(all.length / 10));

    // Through the page: 50 per page and a "next page" link that leads further.
    const first = await page(app, "/admin/sales", admin);
    assert.equal(first.status, 200);
    const next = first.html.match(/href="([^"]+)"[^>]*data-next-page/)?.[1];
    assert.ok(next, "the sales prefix has more than one page");
    const second = await page(app, next.replaceAll("&amp;", "&"), admin);
    assert.equal(second.status, 200);
    assert.equal((first.html.match(/<tr>/g) ?? []).length, 51, "50 rows and the header");
    const firstKeys = [...first.html.matchAll(/<code>(.*?)<\/code>/g)].map((m) => m[1]);
    const secondKeys = [...second.html.matchAll(/<code>(.*?)<\/code>/g)].map((m) => m[1]);
    assert.ok(!secondKeys.some((key) => firstKeys.includes(key)), "the second page goes further");
    // Sales rollups are stored as compact bytes (["sales", "sum", …]); the browser decodes them.
    const rollups = await page(app, "/admin/sales/sum", admin);
    assert.equal(rollups.status, 200);
    assert.match(rollups.html, /data-record/);
    assert.doesNotMatch(rollups.html, /\d+ bytes/, "sales values are shown decoded");
    assert.match(rollups.html, /&quot;t&quot;|"t"/, "a store summary shows its totals");
    const bad = await page(app, "/admin/sales?cursor=not%20a%20cursor!", admin);
    assert.equal(bad.status, 400);
    assert.match(bad.html, /This page link is no longer valid/);

    // One record: a numeric id finds number key parts; several keys may share it.
    const store = await page(app, "/admin/stores/1234", admin);
    assert.equal(store.status, 200);
    assert.match(store.html, /data-record/);
    assert.match(store.html, /<pre[ >]/);
    const staff = await page(app, "/admin/users_by_store/1234", admin);
    assert.equal((staff.html.match(/data-record/g) ?? []).length >= 2, true);
    assert.match(staff.html, /entries share this id/);
    const none = await page(app, "/admin/stores/1", admin);
    assert.equal(none.status, 200);
    assert.match(none.html, /data-no-record/);
    // Hidden tables show nothing, not even one record.
    const session = await page(app, `/admin/sessions/${await sha256Hex(sessionId(admin))}`, admin);
    assert.match(session.html, /data-hidden-table/);
    assert.ok(!session.html.includes("user_id"));
  });
});

Deno.test("the table browser is for site admins only, and /admin/data links every table", async () => {
  await withApp(async (app) => {
    for (const email of ["buyer@example.com", "owner@example.com"]) {
      const res = await page(app, "/admin/stores", await signIn(app, email));
      assert.equal(res.status, 401, email);
    }
    assert.equal(
      (await page(app, "/admin/not_a_table", await signIn(app, "admin@example.com"))).status,
      404,
    );
    const admin = await signIn(app, "admin@example.com");
    const home = await page(app, "/admin/data", admin);
    for (const table of Object.keys(KEY_PREFIXES)) {
      const linked = home.html.includes(`href="/admin/${table}"><code>${table}</code>`);
      const hidden = ["files_chunks", "secrets", "sessions", "sessions_by_user", "tokens"].includes(
        table,
      );
      assert.equal(linked, !hidden, table);
      assert.ok(home.html.includes(table), table);
    }
  });
});

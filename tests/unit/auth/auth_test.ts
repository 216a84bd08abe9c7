// lib/auth building blocks: Argon2id parameters, common passwords, CSRF decisions, one-time tokens,
// rate-limit window, unique e-mails, encryption at rest.
import assert from "node:assert/strict";
import FakeTimers from "@sinonjs/fake-timers";
import { argon2id } from "hash-wasm";
import {
  ARGON2_PARAMS,
  hashPassword,
  isCommonPassword,
  needsRehash,
  verifyPassword,
} from "../../../lib/auth/password.ts";
import { isCrossSiteRequest } from "../../../lib/auth/csrf.ts";
import { consumeToken, issueToken, peekToken } from "../../../lib/auth/tokens.ts";
import { blockedFor, MAX_FAILURES, recordFailure } from "../../../lib/auth/rate_limit.ts";
import { createUser, getUserByEmail, updateUser } from "../../../lib/auth/store.ts";
import { decryptText, encryptText } from "../../../lib/auth/crypto.ts";
import { PERSONAS } from "../../../lib/auth/demo.ts";
import { DEMO_STORES, DEMO_VENDORS } from "../../../lib/stores/mod.ts";
import { kvTest } from "../memory_kv.ts";

Deno.test("passwords are Argon2id at OWASP parameters, stored with the parameters", async () => {
  assert.deepEqual(ARGON2_PARAMS, {
    memorySize: 19456,
    iterations: 2,
    parallelism: 1,
    hashLength: 32,
  });
  const hash = await hashPassword("correct horse battery staple");
  assert.match(hash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
  assert.equal(await verifyPassword("correct horse battery staple", hash), true);
  assert.equal(await verifyPassword("correct horse battery stapler", hash), false);
  assert.equal(await verifyPassword("x", "not-a-hash"), false);
  assert.equal(needsRehash(hash), false);
  // A hash made with weaker settings still verifies and asks to be redone.
  const weak = await argon2id({
    password: "old password",
    salt: new Uint8Array(16),
    memorySize: 4096,
    iterations: 1,
    parallelism: 1,
    hashLength: 32,
    outputType: "encoded",
  });
  assert.equal(await verifyPassword("old password", weak), true);
  assert.equal(needsRehash(weak), true);
});

Deno.test("common passwords come from zxcvbn's dictionary, case-insensitively", () => {
  for (const p of ["password", "123456789", "Password1", "QWERTYUIOP", "iloveyou"]) {
    assert.equal(isCommonPassword(p), true, p);
  }
  for (const p of ["portal-demo-2026", "maple-leaf-hockey-42", "Xq7!vR2#pL"]) {
    assert.equal(isCommonPassword(p), false, p);
  }
});

Deno.test("CSRF: only same-origin browsers (or non-browsers) may change state", () => {
  const req = (method: string, headers: Record<string, string>) =>
    new Request("https://portal.example.com/api/account/logout", { method, headers });
  assert.equal(isCrossSiteRequest(req("GET", { origin: "https://evil.example" })), false);
  assert.equal(isCrossSiteRequest(req("POST", {})), false);
  assert.equal(isCrossSiteRequest(req("POST", { origin: "https://portal.example.com" })), false);
  assert.equal(isCrossSiteRequest(req("POST", { "sec-fetch-site": "same-origin" })), false);
  assert.equal(isCrossSiteRequest(req("POST", { "sec-fetch-site": "none" })), false);
  assert.equal(isCrossSiteRequest(req("POST", { origin: "https://evil.example" })), true);
  assert.equal(isCrossSiteRequest(req("POST", { origin: "null" })), true);
  assert.equal(isCrossSiteRequest(req("DELETE", { "sec-fetch-site": "cross-site" })), true);
  assert.equal(isCrossSiteRequest(req("PUT", { "sec-fetch-site": "same-site" })), true);
  // Behind a proxy the request URL may differ from the public origin.
  const proxied = new Request("http://10.0.0.5:8000/api/account/logout", {
    method: "POST",
    headers: { origin: "https://portal.example.com" },
  });
  assert.equal(isCrossSiteRequest(proxied), true);
  assert.equal(isCrossSiteRequest(proxied, "https://portal.example.com"), false);
});

Deno.test("one-time tokens: stored hashed, single use even when used concurrently, expiring", async () => {
  const clock = FakeTimers.install({ now: Date.now(), toFake: ["Date"] });
  const kv = await Deno.openKv(":memory:");
  try {
    const token = await issueToken(kv, "reset", "user-1");
    assert.match(token, /^[A-Za-z0-9_-]{43}$/);
    for await (const entry of kv.list({ prefix: [] })) {
      assert.ok(!JSON.stringify(entry.key).includes(token));
      assert.ok(!JSON.stringify(entry.value).includes(token));
    }
    assert.equal((await peekToken(kv, "reset", token)).status, "valid");
    assert.equal((await peekToken(kv, "verify", token)).status, "unknown", "kinds are separate");
    const results = await Promise.all([
      consumeToken(kv, "reset", token),
      consumeToken(kv, "reset", token),
      consumeToken(kv, "reset", token),
    ]);
    assert.deepEqual(results.map((r) => r.status).sort(), ["used", "used", "valid"]);

    const later = await issueToken(kv, "reset", "user-1");
    clock.tick(60 * 60 * 1000);
    assert.equal((await consumeToken(kv, "reset", later)).status, "expired");
    const verify = await issueToken(kv, "verify", "user-1");
    clock.tick(7 * 24 * 3600_000 - 1000);
    assert.equal((await peekToken(kv, "verify", verify)).status, "valid");
    clock.tick(1000);
    assert.equal((await peekToken(kv, "verify", verify)).status, "expired");
  } finally {
    clock.uninstall();
    kv.close();
  }
});

Deno.test("rate limit: 10 failures within the 15-minute window block; older ones drop out", async () => {
  const clock = FakeTimers.install({ now: Date.now(), toFake: ["Date"] });
  const kv = await Deno.openKv(":memory:");
  try {
    for (let i = 0; i < MAX_FAILURES - 1; i++) {
      await recordFailure(kv, "login_account", "a@example.com");
      clock.tick(60_000);
    }
    assert.equal(await blockedFor(kv, "login_account", "a@example.com"), 0);
    await recordFailure(kv, "login_account", "a@example.com");
    // The first failure was 9 minutes ago: 6 minutes to wait.
    assert.equal(await blockedFor(kv, "login_account", "a@example.com"), 6);
    assert.equal(await blockedFor(kv, "login_address", "a@example.com"), 0);
    clock.tick(6 * 60_000);
    assert.equal(await blockedFor(kv, "login_account", "a@example.com"), 0);
  } finally {
    clock.uninstall();
    kv.close();
  }
});

kvTest("e-mail addresses are unique, also under concurrent creation and on change", async (kv) => {
  const base = { name: "Test User", password_hash: "x", Role: "member" as const };
  const created = await Promise.all([
    createUser(kv, { ...base, email: "same@example.com" }),
    createUser(kv, { ...base, email: "SAME@example.com" }),
  ]);
  assert.equal(created.filter(Boolean).length, 1);
  const other = await createUser(kv, { ...base, email: "other@example.com" });
  await assert.rejects(
    updateUser(kv, other!.id, (u) => ({ ...u, email: "same@example.com" })),
    /email_taken/,
  );
  await updateUser(kv, other!.id, (u) => ({ ...u, email: "renamed@example.com" }));
  assert.equal((await getUserByEmail(kv, "renamed@example.com"))?.id, other!.id);
  assert.equal(await getUserByEmail(kv, "other@example.com"), null);
});

kvTest("secrets are encrypted at rest with AES-GCM and decrypt back", async (kv) => {
  const sealed = await encryptText(kv, "api-key-123456");
  assert.match(sealed, /^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  assert.ok(!sealed.includes("api-key"));
  assert.notEqual(await encryptText(kv, "api-key-123456"), sealed, "a fresh IV each time");
  assert.equal(await decryptText(kv, sealed), "api-key-123456");
  const tampered = sealed.slice(0, -2) + (sealed.endsWith("A") ? "BB" : "AA");
  await assert.rejects(decryptText(kv, tampered));
});

Deno.test("demo data: personas as specified, ~40 stores across the provinces, ~30 vendors", () => {
  assert.equal(PERSONAS.length, 10);
  const owner = PERSONAS.find((p) => p.email === "owner@example.com")!;
  assert.deepEqual(owner.stores, [1234, 1310, 2051]);
  assert.equal(owner.permissions.length, 8);
  assert.equal(owner.store_admin, true);
  assert.deepEqual(PERSONAS.find((p) => p.email === "vendor@example.com")!.vendors, [
    "V100",
    "V200",
  ]);
  assert.equal(PERSONAS.find((p) => p.email === "unverified@example.com")!.verified, false);
  assert.ok(DEMO_STORES.length >= 38 && DEMO_STORES.length <= 45);
  const numbers = new Set(DEMO_STORES.map((s) => s.store_number));
  assert.equal(numbers.size, DEMO_STORES.length);
  for (const n of [1000, 1234, 1310, 2051]) assert.ok(numbers.has(n), String(n));
  for (const p of PERSONAS) for (const n of p.stores) assert.ok(numbers.has(n), `${p.email} ${n}`);
  const provinces = new Set(DEMO_STORES.map((s) => s.province));
  for (const p of ["QC", "ON", "MB", "SK", "AB", "BC", "NS", "NB", "PE", "NL"]) {
    assert.ok(provinces.has(p as never), p);
  }
  for (const s of DEMO_STORES) {
    assert.match(s.postal_code, /^[ABCEGHJ-NPRSTVXY]\d[A-Z] \d[A-Z]\d$/, s.name);
    assert.match(s.phone, /^\d{3}-555-\d{4}$/);
    assert.ok(s.latitude > 41 && s.latitude < 70 && s.longitude < -52 && s.longitude > -141);
  }
  assert.ok(DEMO_VENDORS.length >= 28);
  assert.ok(DEMO_VENDORS.some((v) => v.vendor_number === "V100"));
  assert.ok(DEMO_VENDORS.some((v) => v.vendor_number === "V200"));
});

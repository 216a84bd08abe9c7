import assert from "node:assert/strict";
import { KEY_PREFIXES } from "../../lib/db/keys.ts";
import {
  idCandidates,
  keyPartText,
  listTables,
  REDACTED,
  redactValue,
  tablePolicy,
} from "../../lib/admin/tables.ts";

Deno.test("every registered prefix has a browse policy; unknown names have none", () => {
  for (const table of Object.keys(KEY_PREFIXES)) assert.ok(tablePolicy(table), table);
  assert.equal(tablePolicy("nope"), null);
  assert.equal(tablePolicy("toString"), null);
  assert.deepEqual(
    listTables().filter((t) => !t.policy.browse).map((t) => t.table).sort(),
    ["files_chunks", "secrets", "sessions", "sessions_by_user", "tokens"],
  );
});

Deno.test("redactValue hides named fields, secret-looking fields, password hashes and link tokens", () => {
  const value = {
    email: "a@example.com",
    password_hash: "$argon2id$v=19$m=19456,t=2,p=1$abc$def",
    nested: [{ apiKey: "k", note: "$argon2id$v=19$x", when: new Date(0) }],
    api_key_sealed: "v1.abc.def",
    own: "visible",
    view: "/account/verify-email/SeCrEt_tok-en?x=1",
    big: 12n,
    bytes: new Uint8Array(3),
    map: new Map<string, unknown>([["sessionId", "s"], ["n", 1]]),
  };
  const out = redactValue(value, ["own"]) as Record<string, unknown>;
  assert.deepEqual(out, {
    email: "a@example.com",
    password_hash: REDACTED,
    nested: [{ apiKey: REDACTED, note: REDACTED, when: "1970-01-01T00:00:00.000Z" }],
    api_key_sealed: REDACTED,
    own: REDACTED,
    view: `/account/verify-email/${REDACTED}?x=1`,
    big: "12n",
    bytes: "<3 bytes>",
    map: { sessionId: REDACTED, n: 1 },
  });
  assert.equal(redactValue("$argon2id$v=19$…"), REDACTED);
});

Deno.test("key parts and URL ids", () => {
  assert.equal(keyPartText(1234), "1234");
  assert.equal(keyPartText(5n), "5n");
  assert.equal(keyPartText(new Uint8Array(2)), "<2 bytes>");
  assert.deepEqual(idCandidates("1234"), ["1234", 1234, 1234n]);
  assert.deepEqual(idCandidates("abc"), ["abc"]);
  assert.deepEqual(idCandidates("true"), ["true", true]);
});

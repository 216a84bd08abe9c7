import assert from "node:assert/strict";
import { z } from "zod";
import { fieldErrors, readForm, seeOther, validateForm } from "../../../lib/forms/mod.ts";
import { requireUser, signedIn } from "../../../lib/auth/signed_in.ts";
import { HttpError } from "../../../lib/http/errors.ts";
import { i18nFor } from "../../../lib/i18n/mod.ts";
import type { PortalState } from "../../../lib/state.ts";

const Schema = z.object({
  name: z.string().trim().min(1),
  quantity: z.coerce.number().int().min(1),
  stores: z.array(z.string()).min(1),
  rush: z.boolean(),
});

function post(body: string): Request {
  return new Request("http://portal.test/x", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
  });
}

Deno.test("readForm: valid input gives typed data", async () => {
  const result = await readForm(
    post("name=Skates&quantity=3&stores=1234&stores=1310&rush=on"),
    Schema,
    {
      arrays: ["stores"],
      booleans: ["rush"],
    },
  );
  assert.ok(result.ok);
  assert.deepEqual(result.data, {
    name: "Skates",
    quantity: 3,
    stores: ["1234", "1310"],
    rush: true,
  });
});

Deno.test("readForm: bad input gives French messages per field and keeps what was typed", async () => {
  const fr = i18nFor("fr-CA");
  const result = await readForm(post("name=&quantity=0"), Schema, {
    arrays: ["stores"],
    booleans: ["rush"],
    t: fr.t,
  });
  assert.equal(result.ok, false);
  if (result.ok) return;
  assert.deepEqual(result.values, { name: "", quantity: "0", stores: [], rush: false });
  assert.deepEqual(result.errors, {
    name: "Obligatoire",
    quantity: "Doit être supérieur ou égal à 1",
    stores: "Doit contenir au moins 1 éléments",
  });
});

Deno.test("readForm: a body that is not a form is a 400", async () => {
  const req = new Request("http://portal.test/x", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  await assert.rejects(readForm(req, Schema), (e) => e instanceof HttpError && e.status === 400);
});

Deno.test("fieldErrors: nested paths, form-wide issues under _, i18n keys as messages", () => {
  const en = i18nFor("en-US");
  const S = z.object({ lines: z.array(z.object({ qty: z.number().min(1) })) }).refine(
    (v) => v.lines.length < 2,
    "validation.required",
  );
  const error = S.safeParse({ lines: [{ qty: 0 }, { qty: 2 }] }).error!;
  assert.deepEqual(fieldErrors(error, en.t), {
    "lines.0.qty": "Must be at least 1",
    _: "Required",
  });
  const formWide = S.safeParse({ lines: [{ qty: 1 }, { qty: 2 }] }).error!;
  assert.deepEqual(fieldErrors(formWide, en.t), { _: "Required" });
  assert.deepEqual(validateForm({ a: "x" }, z.object({ a: z.literal("y") })).ok, false);
});

Deno.test("seeOther answers 303 with the location", () => {
  const res = seeOther("/orders?saved=1");
  assert.equal(res.status, 303);
  assert.equal(res.headers.get("location"), "/orders?saved=1");
});

Deno.test("requireUser: 401 without a user, the user with one", () => {
  const anonymous = { user: null, sessionId: null } as unknown as PortalState;
  assert.throws(() => requireUser(anonymous), (e) => e instanceof HttpError && e.status === 401);
  const user = { id: "u1" };
  const state = { user, sessionId: "s1" } as unknown as PortalState;
  assert.equal(requireUser(state), user);
  assert.equal(signedIn(state).sessionId, "s1");
});

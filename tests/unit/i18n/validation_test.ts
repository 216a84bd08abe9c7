import assert from "node:assert/strict";
import { z } from "zod";
import { i18nFor } from "../../../lib/i18n/mod.ts";
import { describeIssues, translateErrorKey } from "../../../lib/i18n/validation.ts";
import { fieldErrors } from "../../../lib/forms/errors.ts";
import { describeIssues as describeForHttp } from "../../../lib/http/errors.ts";

const Register = z.object({
  email: z.email(),
  password: z.string().min(8),
  name: z.string().min(3).max(5),
  store: z.string().min(1),
  qty: z.number().int().gt(0).max(10),
  tags: z.array(z.string()).min(1),
  kind: z.enum(["a", "b"]),
});
const input = { email: "nope", name: "Al", store: "", qty: 0, tags: [], kind: "c" };
const error = Register.safeParse(input).error!;

Deno.test("zod issues are described in English", () => {
  const en = i18nFor("en-US");
  assert.equal(
    describeIssues(error, en.t, input),
    "email: Enter a valid email address; password: Required; " +
      "name: Must be at least 3 characters; store: Required; qty: Must be greater than 0; " +
      'tags: Must have at least 1 items; kind: Must be one of: "a", "b"',
  );
});

Deno.test("zod issues are described in Canadian French", () => {
  const fr = i18nFor("fr-CA");
  const text = describeIssues(error, fr.t, input);
  assert.equal(
    text,
    "email : Entrez une adresse courriel valide ; password : Obligatoire ; " +
      "name : Doit contenir au moins 3 caractères ; store : Obligatoire ; " +
      "qty : Doit être supérieur à 0 ; tags : Doit contenir au moins 1 éléments ; " +
      'kind : Doit être l\'une des valeurs suivantes : "a", "b"',
  );
});

Deno.test("too_big, invalid_type without input, literal, custom key messages", () => {
  const en = i18nFor("en-US");
  const schema = z.object({
    name: z.string().max(2),
    n: z.number(),
    lit: z.literal("x"),
    code: z.string().min(3, "validation.invalid_pattern"),
  });
  const e = schema.safeParse({ name: "abc", n: "1", lit: "y", code: "a" }).error!;
  assert.deepEqual(fieldErrors(e, en.t), {
    name: "Must be at most 2 characters",
    n: "Expected a number",
    lit: 'Must be "x"',
    code: "Invalid format",
  });
  const missing = schema.safeParse({}).error!;
  assert.equal(fieldErrors(missing, en.t).n, "Required");
});

Deno.test("HttpError keys with a zodError are translated with details; text stays text", () => {
  const fr = i18nFor("fr-CA");
  const e = z.object({ to: z.enum(["en-US", "fr-CA"]) }).safeParse({ to: "de" }).error!;
  assert.equal(
    translateErrorKey(fr, "validation.invalid_body", { zodError: e }),
    'Requête non valide : to : Doit être l\'une des valeurs suivantes : "en-US", "fr-CA"',
  );
  assert.equal(translateErrorKey(fr, "errors.unauthorized"), "Non autorisé");
  assert.equal(translateErrorKey(fr, "Already translated text."), "Already translated text.");
  // lib/http/errors.ts keeps its one-argument form (English).
  assert.match(describeForHttp(e), /^to: Must be one of/);
});

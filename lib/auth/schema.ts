// Request schemas of the account area. Error messages are i18n keys under account.validation;
// `parseBody` / `parseWith` (and lib/forms for HTML forms) translate them, and a bad body becomes a 400 whose `error` says what is
// wrong in the user's language.
import { z } from "zod";
import type { TFunction } from "i18next";
import { HttpError } from "../http/errors.ts";
import { fieldErrors } from "../forms/errors.ts";
import { PERMISSIONS } from "./types.ts";
import { LOCALES } from "../i18n/locales.ts";
import { isCleanText, uncleanText } from "../http/text.ts";

const email = z.string({ error: "account.validation.email_required" }).trim()
  .min(3, { error: "account.validation.email_short" })
  .max(254, { error: "account.validation.email_long" });
const validEmail = email.pipe(z.email({ error: "account.validation.email_invalid" }));
const password = z.string({ error: "account.validation.password_required" })
  .min(1, { error: "account.validation.password_required" })
  .max(1024, { error: "account.validation.password_long" });
const newPassword = z.string({ error: "account.validation.password_required" })
  .min(8, { error: "account.validation.new_password_short" })
  .max(1024, { error: "account.validation.password_long" });
const remember = z.boolean({ error: "account.validation.remember" }).optional().default(false);
const storeNumber = z.coerce.number({ error: "account.validation.store_number" })
  .int({ error: "account.validation.store_number" })
  .positive({ error: "account.validation.store_number" });

/**
 * A web address inside a name: a scheme, "www.", or a host under a common top-level domain. A
 * person's name goes into mail (the greeting), so it may not carry a link or a control character.
 */
const URL_LIKE =
  /[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\b[a-z0-9-]+\.(com|net|org|ca|io|co|us|uk|info|biz|ru|cn|xyz|top|app|dev|me|ly|link|site|online|click|shop)\b/i;
const personName = z.string({ error: "account.validation.name_required" }).trim()
  .min(3, { error: "account.validation.name_short" })
  .max(200, { error: "account.validation.name_long" })
  .refine((name) => isCleanText(name), { error: "http.control_characters" })
  .refine((name) => !URL_LIKE.test(name), { error: "account.validation.name_link" });

export const LoginSchema = z.object({ email, password, remember });
export const RegisterSchema = z.object({
  email: validEmail,
  password: newPassword,
  name: personName,
  store: z.string({ error: "account.validation.store_required" }).trim()
    .min(2, { error: "account.validation.store_short" })
    .max(200, { error: "account.validation.store_long" })
    .refine((store) => isCleanText(store), { error: "http.control_characters" }),
  remember,
});
export const ResetRequestSchema = z.object({
  email: z.string({ error: "account.validation.email_required" }).trim()
    .min(4, { error: "account.validation.reset_email_short" })
    .max(254, { error: "account.validation.email_long" }),
});
export const SetPrimaryStoreSchema = z.object({ store_number: storeNumber });
export const SetLocaleSchema = z.object({
  locale: z.enum(LOCALES, { error: "account.validation.locale" }),
});
/** A new password and its confirmation (the confirmation's error when they differ). */
const newPasswordPair = {
  new_password: newPassword,
  confirm_password: z.string({ error: "account.validation.password_required" }),
};
const confirmed = (v: { new_password: string; confirm_password: string }) =>
  v.new_password === v.confirm_password;
const mismatch = { error: "account.validation.confirm_mismatch", path: ["confirm_password"] };
export const ChangePasswordSchema = z.object({ current_password: password, ...newPasswordPair })
  .refine(confirmed, mismatch);
export const ResetPasswordSchema = z.object(newPasswordPair).refine(confirmed, mismatch);
export const StaffSchema = z.object({
  email: validEmail,
  name: personName,
  stores: z.array(storeNumber, { error: "account.validation.stores_required" })
    .min(1, { error: "account.validation.stores_required" }),
  permissions: z.array(z.enum(PERMISSIONS, { error: "account.validation.permission" }))
    .default([]),
  disabled: z.boolean().optional().default(false),
});
export const LightspeedSchema = z.object({
  account_id: z.string({ error: "account.validation.account_id" }).trim()
    .regex(/^\d{1,12}$/, { error: "account.validation.account_id" }),
  api_key: z.string({ error: "account.validation.api_key" }).trim()
    .min(8, { error: "account.validation.api_key" }).max(512, {
      error: "account.validation.api_key",
    }),
});

/**
 * Parses a value (unclean text refused first: lib/http/text.ts); failure → HttpError 400 with
 * every problem, translated, in one sentence.
 */
export function parseWith<S extends z.ZodType>(
  schema: S,
  value: unknown,
  t: TFunction,
): z.infer<S> {
  const unclean = uncleanText(value);
  const result = unclean ? { success: false as const, error: unclean } : schema.safeParse(value);
  if (result.success) return result.data;
  const details = Object.values(fieldErrors(result.error, t, value)).join(" ");
  throw new HttpError(400, "account.errors.bad_request", { details });
}

export async function parseBody<S extends z.ZodType>(
  req: Request,
  schema: S,
  t: TFunction,
): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await req.json();
  } catch (error) {
    if (error instanceof HttpError) throw error; // over the body limit (lib/http/limits.ts)
    throw new HttpError(400, "errors.invalid_json");
  }
  return parseWith(schema, body, t);
}

// The admin page of one user (/admin/users/{id}): what it shows, and its forms (save the edit with
// its version check, end the user's sessions, mail a reset link), each answered by a 303 with a
// notice (?done=) or the page again with the errors and what was typed.
import type { i18n as I18n, TFunction } from "i18next";
import type { Config } from "../config.ts";
import type { User } from "../auth/types.ts";
import { getUserEntry, publicUser } from "../auth/store.ts";
import { linkOrigin } from "../mail/mod.ts";
import {
  changedFields,
  type FieldErrors,
  formValues,
  postedVersion,
  seeOther,
  staleEditErrors,
  validateForm,
  versionOf,
} from "../forms/mod.ts";
import { type AuditEntry, listAudit } from "./audit.ts";
import {
  endUserSessions,
  listUserSessions,
  saveUserEdit,
  sendResetLink,
  type SessionView,
  USER_FORM_ARRAYS,
  USER_FORM_BOOLEANS,
  type UserEdit,
  UserEditSchema,
  userFieldsForDiff,
  userFormValues,
} from "./users.ts";

export interface UserPageData {
  user: User;
  values: UserEdit;
  errors: FieldErrors;
  sessions: SessionView[];
  audit: AuditEntry[];
  notice: string | null;
  /** The version the form was read at (lib/forms/version.ts). */
  version: string;
}

const NOTICES = ["saved", "unchanged", "ended", "reset_sent"];

function back(id: string, notice: string): Response {
  return seeOther(`/admin/users/${encodeURIComponent(id)}?done=${notice}`);
}

async function pageOf(
  kv: Deno.Kv,
  user: User,
  sessionId: string | null,
  rest: Pick<UserPageData, "values" | "errors" | "notice" | "version">,
): Promise<UserPageData> {
  return {
    user,
    sessions: await listUserSessions(kv, user.id, sessionId),
    audit: await listAudit(kv, `user:${user.id}`),
    ...rest,
  };
}

/** The page of user `id` (null when there is none), with the notice a 303 asked for. */
export async function loadUserPage(
  kv: Deno.Kv,
  id: string,
  sessionId: string | null,
  done: string,
): Promise<UserPageData | null> {
  const entry = await getUserEntry(kv, id);
  if (!entry.value) return null;
  const user = publicUser(entry.value);
  return await pageOf(kv, user, sessionId, {
    values: userFormValues(user),
    errors: {},
    notice: NOTICES.includes(done) ? done : null,
    version: versionOf(entry),
  });
}

export interface UserPostContext {
  kv: Deno.Kv;
  config: Config;
  t: TFunction;
  i18n: I18n;
  sessionId: string | null;
  actor: User;
}

/** One of the page's forms: a 303, the page with errors and its status, or null (no such user). */
export async function postUserPage(
  req: Request,
  id: string,
  { kv, config, t, i18n, sessionId, actor }: UserPostContext,
): Promise<Response | { data: UserPageData; status: number } | null> {
  const record = (await getUserEntry(kv, id)).value;
  if (!record) return null;
  const form = await formValues(req, { arrays: USER_FORM_ARRAYS, booleans: USER_FORM_BOOLEANS });
  if (form.action === "end_sessions") {
    await endUserSessions(kv, actor, id);
    return back(id, "ended");
  }
  if (form.action === "send_reset") {
    const tFor = (locale: string) => i18n.getFixedT(locale);
    await sendResetLink(kv, config, tFor, actor, id, linkOrigin(config));
    return back(id, "reset_sent");
  }
  const user = publicUser(record);
  const values: UserEdit = { ...userFormValues(user), ...form } as UserEdit;
  const parsed = validateForm(form, UserEditSchema, t);
  let errors: FieldErrors = {};
  let version = postedVersion(form) ?? "";
  let status = 400;
  if (!parsed.ok) errors = parsed.errors;
  else {
    const result = await saveUserEdit(kv, actor, id, parsed.data, postedVersion(form));
    if (!result) return null;
    if (result.ok) return back(id, result.changed ? "saved" : "unchanged");
    if ("stale" in result) {
      // what is stored now beside what was typed; the form now carries the current version
      errors = staleEditErrors(t, changedFields(form, userFieldsForDiff(result.current, t)));
      version = result.version;
      status = 409;
    } else {
      for (const [field, e] of Object.entries(result.errors)) {
        errors[field] = t(e.key, e.vars ?? {});
      }
    }
  }
  return {
    data: await pageOf(kv, user, sessionId, { values, errors, notice: null, version }),
    status,
  };
}

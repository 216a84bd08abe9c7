// Destructive actions (Cancel order, Delete, Remove) are confirmed, with or without JavaScript.
// Their form carries a hidden `_confirm` field holding the question (components/forms/
// ConfirmSubmit.tsx), and `_confirm_when` = "name=value" when only the submit button of that name
// and value is destructive (a form with Save and Delete). With JavaScript the browser asks and adds `_confirmed=1` when the person
// agrees (lib/client/confirm.ts). Without it, the form arrives unconfirmed and confirmMiddleware
// answers a confirmation page instead (the question, the same fields re-posted with
// `_confirmed=1`, and a way back), so the route handlers never see an unconfirmed destructive post.
import type { FreshContext } from "$fresh/server.ts";
import type { PortalState } from "../state.ts";

export const CONFIRM_FIELD = "_confirm";
export const CONFIRMED_FIELD = "_confirmed";
export const CONFIRM_WHEN_FIELD = "_confirm_when";

/** Forms larger than this are no single destructive action: not inspected. */
const MAX_INSPECTED_BYTES = 64 * 1024;

/** Thrown by confirmMiddleware; the error page renders it as the confirmation step (status 200). */
export class ConfirmationNeeded extends Error {
  readonly status = 200;
  constructor(
    readonly question: string,
    /** The form's fields to send again, `_confirm` left out. */
    readonly fields: [string, string][],
    /** Where the form posted (path and query). */
    readonly action: string,
    /** The page the form was on, when it is one of this site's. */
    readonly back: string | null,
  ) {
    super("confirmation needed");
    this.name = "ConfirmationNeeded";
  }
}

/** The unconfirmed destructive form of a request, or null (its body is left unread). */
export async function unconfirmed(
  req: Request,
  url: URL,
): Promise<ConfirmationNeeded | null> {
  if (req.method !== "POST") return null;
  if (!(req.headers.get("content-type") ?? "").startsWith("application/x-www-form-urlencoded")) {
    return null;
  }
  // (a body without a declared length is capped by requestLimitsMiddleware)
  if (Number(req.headers.get("content-length") ?? 0) > MAX_INSPECTED_BYTES) return null;
  const form = new URLSearchParams(await req.clone().text());
  const question = form.get(CONFIRM_FIELD);
  if (question === null || form.get(CONFIRMED_FIELD) === "1") return null;
  const when = form.get(CONFIRM_WHEN_FIELD);
  if (when !== null) {
    const at = when.indexOf("=");
    if (!form.getAll(when.slice(0, at)).includes(when.slice(at + 1))) return null;
  }
  const referer = req.headers.get("referer");
  const from = referer ? new URL(referer, url) : null;
  const back = from && from.origin === url.origin ? from.pathname + from.search : null;
  return new ConfirmationNeeded(
    question,
    [...form].filter(([name]) => name !== CONFIRM_FIELD && name !== CONFIRM_WHEN_FIELD),
    url.pathname + url.search,
    back,
  );
}

export async function confirmMiddleware(req: Request, ctx: FreshContext<PortalState>) {
  const needed = await unconfirmed(req, ctx.url);
  if (needed) throw needed;
  return ctx.next();
}

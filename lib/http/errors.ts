// HttpError carries a status and a translation key; the root middleware turns it into the error
// page for pages and `{ error }` JSON for /api/*.
import type { z } from "zod";
import { DEFAULT_LOCALE } from "../i18n/locales.ts";
import { i18nFor } from "../i18n/mod.ts";
import { describeIssues as describeTranslatedIssues, type Translate } from "../i18n/validation.ts";
import { uncleanText } from "./text.ts";

export class HttpError extends Error {
  constructor(
    readonly status: number,
    /** An i18n key (e.g. "errors.not_found") or, for 400s, an already translated text. */
    readonly key: string,
    readonly vars: Record<string, unknown> = {},
  ) {
    super(key);
    this.name = "HttpError";
  }
}

export function json(data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("content-type", "application/json; charset=utf-8");
  headers.set("cache-control", "no-store");
  return new Response(JSON.stringify(data), { ...init, headers });
}

/**
 * Describes zod issues in one line, e.g. "email: Enter a valid email address; password: Required",
 * translated with `t` (English when omitted). See lib/i18n/validation.ts.
 */
export function describeIssues(
  error: z.ZodError,
  t: Translate = i18nFor(DEFAULT_LOCALE).t,
): string {
  return describeTranslatedIssues(error, t);
}

/**
 * Parses a JSON request body with a schema; a bad body becomes a 400 HttpError
 * "validation.invalid_body" whose details the root middleware translates into the request's
 * language (lib/i18n/validation.ts, translateErrorKey). Text with control characters or lone
 * surrogates is refused the same way (lib/http/text.ts).
 */
export async function parseJson<S extends z.ZodType>(req: Request, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await req.json();
  } catch (error) {
    if (error instanceof HttpError) throw error; // over the body limit (lib/http/limits.ts)
    throw new HttpError(400, "errors.invalid_json");
  }
  const unclean = uncleanText(body);
  if (unclean) {
    throw new HttpError(400, "validation.invalid_body", { zodError: unclean, input: body });
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new HttpError(400, "validation.invalid_body", { zodError: result.error, input: body });
  }
  return result.data;
}

/**
 * Parses URL query parameters (first value of each name) with a schema; bad input (unclean text
 * included) is a 400.
 */
export function parseQuery<S extends z.ZodType>(url: URL, schema: S): z.infer<S> {
  const input = Object.fromEntries(url.searchParams);
  const unclean = uncleanText(input);
  if (unclean) throw new HttpError(400, "validation.invalid_query", { zodError: unclean, input });
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new HttpError(400, "validation.invalid_query", { zodError: result.error, input });
  }
  return result.data;
}

/** A query value a page could not use (readQuery): the parameter, what was sent and why. */
export interface QueryProblem {
  name: string;
  value: string;
  issue: z.core.$ZodIssue;
}

/**
 * Reads a page's filter or table parameters with an object schema whose fields are optional or
 * have defaults. Unlike parseQuery, a bad value does not replace the page with an error: the
 * parameter is set aside (the schema's default applies) and returned as a problem, which the page
 * shows at its filter (components/QueryNotice.tsx), so the value is never silently replaced.
 * Unclean text, or a problem no parameter can be blamed for, is still a 400.
 */
export function readQuery<S extends z.ZodType<Record<string, unknown>>>(
  url: URL,
  schema: S,
): { data: z.infer<S>; problems: QueryProblem[] } {
  const input: Record<string, string> = Object.fromEntries(url.searchParams);
  const unclean = uncleanText(input);
  if (unclean) throw new HttpError(400, "validation.invalid_query", { zodError: unclean, input });
  const problems: QueryProblem[] = [];
  for (;;) {
    const result = schema.safeParse(input);
    if (result.success) return { data: result.data, problems };
    const blamed = result.error.issues.filter((issue) => String(issue.path[0] ?? "") in input);
    if (blamed.length === 0) {
      throw new HttpError(400, "validation.invalid_query", { zodError: result.error, input });
    }
    for (const issue of blamed) {
      const name = String(issue.path[0]);
      if (!(name in input)) continue; // two issues of one parameter
      problems.push({ name, value: input[name], issue });
      delete input[name];
    }
  }
}

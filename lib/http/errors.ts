// HttpError carries a status and a translation key; the root middleware turns it into the error
// page for pages and `{ error }` JSON for /api/*.
import type { z } from "zod";

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

/** Describes zod issues in one line, e.g. "email: Too small; password: Required". */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((
      issue,
    ) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message))
    .join("; ");
}

/** Parses a JSON request body with a schema; a bad body becomes a 400 HttpError. */
export async function parseJson<S extends z.ZodType>(req: Request, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    throw new HttpError(400, "errors.invalid_json");
  }
  const result = schema.safeParse(body);
  if (!result.success) throw new HttpError(400, describeIssues(result.error));
  return result.data;
}

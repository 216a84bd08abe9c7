// What an /api route file declares about itself (`export const api: ApiDoc = {…}`): per method, the
// zod schemas its handler really parses (query and/or body) and its answers. lib/apidocs/openapi.ts
// turns the declarations of every /api route of the manifest into the OpenAPI 3.1 document, so the
// documentation is generated from the schemas the code validates with and cannot drift from them.
import type { z } from "zod";

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = typeof HTTP_METHODS[number];

export interface ApiOperation {
  /** i18n key of a one-line summary (namespace api_docs). */
  summary: string;
  /** The query parameters' schema (parsed with parseQuery). */
  query?: z.ZodType;
  /** The JSON body's schema (parsed with parseJson / parseBody). */
  body?: z.ZodType;
  /** A non-JSON body (e.g. "text/csv"), described by an i18n key. */
  rawBody?: { contentType: string; description: string };
  /** Status → i18n key describing the answer. */
  responses: Record<number, string>;
}

export type ApiDoc = Partial<Record<HttpMethod, ApiOperation>>;

/** A POST a signed-in user sends with a JSON body: `ok` (200), bad input (400), not signed in (401). */
export function signedInPost(summary: string, body: z.ZodType, ok: string): ApiDoc {
  return {
    POST: {
      summary,
      body,
      responses: { 200: ok, 400: "api_docs.res.bad_request", 401: "api_docs.res.unauthorized" },
    },
  };
}

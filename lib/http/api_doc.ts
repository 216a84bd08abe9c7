// The documentation an /api route declares (`export const api: ApiDoc`, lib/apidocs/types.ts) in
// one call per method: the answers every endpoint gives the same way (bad input, not signed in,
// too large, rate limited) are named by their status and described here once.
import type { ApiOperation } from "../apidocs/types.ts";

export const STANDARD_ANSWERS = {
  400: "api_docs.res.bad_request",
  401: "api_docs.res.unauthorized",
  413: "api_docs.res.too_large",
  429: "api_docs.res.rate_limited",
} as const;

export type StandardAnswer = keyof typeof STANDARD_ANSWERS;

/**
 * One documented operation: its summary key, what it parses (query, JSON body or a raw body), its
 * own answers by status, then the standard answers it can give (an own answer for the same status
 * wins: a login's 401 says the login failed).
 */
export function apiOperation(
  summary: string,
  input: Pick<ApiOperation, "query" | "body" | "rawBody">,
  answers: Record<number, string>,
  ...standard: StandardAnswer[]
): ApiOperation {
  // Integer keys enumerate in ascending order, so the statuses list sorted whatever the order here.
  const responses: Record<number, string> = {};
  for (const status of standard) responses[status] = STANDARD_ANSWERS[status];
  return { summary, ...input, responses: { ...responses, ...answers } };
}

// The body of POST /api/logs/error: {error, view}, both texts. Over-long texts are cut, not
// refused (a report is worth keeping even when its stack is huge); the request body itself is
// capped before it is read (lib/http/limits.ts, BODY_LIMITS.client_report).
import { z } from "zod";

/** Longest error text kept. */
export const MAX_ERROR_TEXT = 4000;
/** Longest view (page path) kept. */
export const MAX_VIEW_TEXT = 500;

const capped = (max: number) => z.string().transform((text) => text.slice(0, max));

export const ClientErrorInput = z.object({
  error: capped(MAX_ERROR_TEXT).pipe(z.string().trim().min(1)),
  view: capped(MAX_VIEW_TEXT).default(""),
});
export type ClientErrorInput = z.infer<typeof ClientErrorInput>;

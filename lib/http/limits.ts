// Request size limits, checked once in the root chain (requestLimitsMiddleware) before any route
// reads anything: a path longer than MAX_PATH_LENGTH answers 414; a body whose declared
// Content-Length is over its route's limit answers 413 unread; any other body (chunked, or a
// Content-Length that lies) is read through a stream that fails with 413 at the limit, so a
// handler's req.json() / formData() / text() never holds more than the limit in memory. The same
// readers refuse unclean text (lib/http/text.ts) in a form's field names and values (file parts
// are binary and pass) and in a JSON body, with 400, so a route that reads its body by hand is
// covered as the shared parsers are.
import { z } from "zod";
import type { FreshContext } from "$fresh/server.ts";
import type { PortalState } from "../state.ts";
import type { Config } from "../config.ts";
import { type FilePurpose, maxBytesFor } from "../files/purposes.ts";
import { HttpError } from "./errors.ts";
import { CONTROL_CHARACTERS, isCleanText, uncleanText, visibleText } from "./text.ts";

const KB = 1024;
const MB = 1024 * KB;

/** Longest path (pathname, in characters) any route answers; longer is 414 at once. */
export const MAX_PATH_LENGTH = 2000;

/** The body limit of each kind of route, in bytes. */
export const BODY_LIMITS = {
  /** JSON calls under /api/ (the default there). */
  json: 256 * KB,
  /** HTML forms without a file (the default elsewhere). */
  form: 1 * MB,
  /** Signed webhooks: web-store orders, carrier tracker events, EasyPost events. */
  webhook: 512 * KB,
  /** A browser's error report (/api/logs/error). */
  client_report: 16 * KB,
  /** A form with a spreadsheet or list read whole (store master, UPC list, quotes, prices). */
  import_form: 6 * MB,
  /** A CSV posted as the body (/api/sales/import). */
  csv_import: 20 * MB,
} as const;
export type BodyKind = keyof typeof BODY_LIMITS;

/** What a multipart upload form may carry beyond its largest file (the other fields, boundaries). */
export const FORM_OVERHEAD = 256 * KB;

/** A route's body: a kind above, or an upload form of these purposes (lib/files limits). */
type BodyRule = BodyKind | { upload: readonly FilePurpose[] };

/** Routes whose body is not the default of their prefix; keys are route patterns. */
export const ROUTE_BODIES: Record<string, BodyRule> = {
  "/api/fulfillment/orders": "webhook",
  "/api/fulfillment/sandbox/orders": "webhook",
  "/api/fulfillment/carrier-events": "webhook",
  "/api/fulfillment/sandbox/carrier-events": "webhook",
  "/api/easypost/webhook": "webhook",
  "/api/logs/error": "client_report",
  "/api/sales/import": "csv_import",
  "/head-office/store-master": "import_form",
  "/resources/upc-validation": "import_form",
  "/head-office/quote-parser": "import_form",
  "/marketing/price-import": "import_form",
  "/marketing/master-items/:id": { upload: ["product_image"] },
  "/resources/store-training": { upload: ["training"] },
  "/resources/marketing-assets": { upload: ["marketing_asset"] },
  "/head-office/show/:show": { upload: ["show_price_list", "show_catalogue"] },
  "/head-office/show/:show/books/:book": "import_form",
  "/head-office/show/vendors/pages/:page_id": {
    upload: ["show_price_list", "show_catalogue", "product_image"],
  },
  "/head-office/specials": { upload: ["specials_document"] },
  "/head-office/specials/edit/:form_id": { upload: ["specials_document"] },
  "/head-office/blog-management/create": { upload: ["blog_cover"] },
  "/head-office/blog-management/edit/:post_id": { upload: ["blog_cover"] },
};

type LimitConfig = Pick<Config, "FILES_MAX_BYTES" | "FILES_LIMITS">;

/** The body limit of a route (its pattern; the path decides the default) under `config`. */
export function bodyLimit(route: string, path: string, config: LimitConfig): number {
  const rule = ROUTE_BODIES[route] ?? (path.startsWith("/api/") ? "json" : "form");
  if (typeof rule === "string") return BODY_LIMITS[rule];
  return Math.max(...rule.upload.map((p) => maxBytesFor(p, config))) + FORM_OVERHEAD;
}

/**
 * A stream that passes at most `limit` bytes and then fails with a 413 HttpError (calling
 * `onExceeded` first); what feeds it is then cancelled, so nothing more is read.
 */
export function limitedStream(
  limit: number,
  onExceeded: () => void = () => {},
): TransformStream<Uint8Array, Uint8Array> {
  let seen = 0;
  return new TransformStream({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen <= limit) return controller.enqueue(chunk);
      onExceeded();
      controller.error(new HttpError(413, "http.body_too_large"));
    },
  });
}

const BODY_READERS = ["arrayBuffer", "blob", "bytes", "formData", "json", "text"] as const;

/** Where limitBody keeps the form reader that skips the clean-text check (see readFormLeniently). */
const LENIENT_FORM = Symbol("formData without the clean-text check");

/** The unclean texts of a form (lib/http/text.ts), one issue per field named safely. */
function uncleanFields(form: FormData): z.ZodError | null {
  const issues = new Map<string, z.core.$ZodIssue>();
  for (const [name, value] of form.entries()) {
    // a file part is binary: only its field name is text
    const clean = isCleanText(name, true) &&
      (typeof value !== "string" || isCleanText(value, true));
    const field = visibleText(name);
    if (!clean && !issues.has(field)) {
      issues.set(field, { code: "custom", path: [field], message: CONTROL_CHARACTERS, input: "" });
    }
  }
  return issues.size ? new z.ZodError([...issues.values()]) : null;
}

/** `body` (a parsed form or JSON value), or a 400 naming its unclean texts (as parseJson does). */
function refuseUnclean<T>(body: T): T {
  const unclean = body instanceof FormData ? uncleanFields(body) : uncleanText(body);
  if (unclean) throw new HttpError(400, "validation.invalid_body", { zodError: unclean });
  return body;
}

/**
 * `req.formData()` without the clean-text refusal, for lib/forms (formValues), whose
 * validateForm refuses unclean text next to its field and gives back what was typed.
 */
export function readFormLeniently(req: Request): Promise<FormData> {
  const lenient = (req as unknown as Record<symbol, (() => Promise<FormData>) | undefined>)[
    LENIENT_FORM
  ];
  return lenient ? lenient() : req.formData();
}

/**
 * Makes `req` read its body through `limitedStream(limit)`: its body readers and `body` are
 * pointed at a copy of the request whose body is the limited stream. (The runtime hands the same
 * Request object to every middleware and the handler, so it is changed in place.) A reader that
 * fails because of the limit rejects with the 413 HttpError, whatever the reader made of it.
 */
export function limitBody(req: Request, limit: number): void {
  const source = req.body;
  if (!source) return;
  let exceeded = false;
  const limited = new Request(req.url, {
    method: req.method,
    headers: req.headers,
    body: source.pipeThrough(limitedStream(limit, () => exceeded = true)),
  });
  const read = async (name: typeof BODY_READERS[number]) => {
    try {
      return await (limited[name] as () => Promise<unknown>).call(limited);
    } catch (error) {
      throw exceeded ? new HttpError(413, "http.body_too_large") : error;
    }
  };
  for (const name of BODY_READERS) {
    const checked = name === "formData" || name === "json";
    Object.defineProperty(req, name, {
      configurable: true,
      value: checked ? async () => refuseUnclean(await read(name)) : () => read(name),
    });
  }
  Object.defineProperty(req, LENIENT_FORM, { configurable: true, value: () => read("formData") });
  Object.defineProperty(req, "body", { configurable: true, get: () => limited.body });
  Object.defineProperty(req, "bodyUsed", { configurable: true, get: () => limited.bodyUsed });
  Object.defineProperty(req, "clone", { configurable: true, value: () => limited.clone() });
}

/** Root middleware: 414 for an over-long path, 413 for an over-long body, before anything reads. */
export async function requestLimitsMiddleware(req: Request, ctx: FreshContext<PortalState>) {
  if (ctx.url.pathname.length > MAX_PATH_LENGTH) throw new HttpError(414, "http.path_too_long");
  if (req.body && ctx.destination === "route") {
    const limit = bodyLimit(ctx.route, ctx.url.pathname, ctx.state.config);
    const declared = Number(req.headers.get("content-length") ?? NaN);
    if (declared > limit) throw new HttpError(413, "http.body_too_large");
    limitBody(req, limit);
  }
  return await ctx.next();
}

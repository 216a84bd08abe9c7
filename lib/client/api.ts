// `api()` — the one way islands call the server. It sends JSON, parses the JSON answer and applies
// the spec's catalogue (section 8) in one place:
//   401 → 'You don't have permission to view this', at the bottom, 5 s
//   404 → 'Error - Not Found'          400 → the answer's `error` text, else 'Error - Bad Request'
//   500 → the server-error text        any other status > 299 → 'Error - {status}'
//   network failure → 'Unspecified Error - see console', 10 s (the error goes to the console)
// An answer's `warning` / `warnings` become info toasts, and a `redirect` navigates: an absolute
// http(s) URL with a full page load, a path with an in-app navigation (location.assign here).
//
// It never throws: it resolves to an `ApiResult`, `{ ok: true, data }` or `{ ok: false, status,
// error }` (status 0 for a network failure or an abort), so a caller writes
//   const res = await api<Stores>("/api/store-info"); if (!res.ok) return; use(res.data);
// and the user has already been told what went wrong. `silent: true` skips the error toasts (the
// caller maps the status itself, as the start-up user check does); warnings still show.
import { t as defaultT } from "./data.ts";
import {
  ERROR_TOAST_MS,
  LONG_TOAST_MS,
  toast as defaultToast,
  type ToastOptions,
} from "./toast.ts";
import type { ClientT } from "../i18n/client.ts";

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | {
    ok: false;
    /** HTTP status; 0 when no answer arrived (network failure or abort). */
    status: number;
    /** The text shown (or, when silent, that would have been shown); "" for an abort. */
    error: string;
    /** The parsed answer, when there was one. */
    data: unknown;
    aborted?: boolean;
  };

export interface ApiOptions {
  method?: string;
  /** Sent as JSON, unless it is a FormData, URLSearchParams, Blob or string. */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  headers?: HeadersInit;
  signal?: AbortSignal;
  /** Let the request outlive the page (error reports). */
  keepalive?: boolean;
  /** Do not show error toasts. */
  silent?: boolean;
}

export interface ApiDeps {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  toast: (message: string, options?: ToastOptions) => unknown;
  t: ClientT;
  /** A full page load of an absolute URL. */
  loadPage: (url: string) => void;
  /** An in-app navigation to a path (this portal has no client router: location.assign). */
  navigate: (path: string) => void;
  logError: (...args: unknown[]) => void;
}

export interface ErrorToast {
  message: string;
  options: ToastOptions;
}

/** The toast of the catalogue for a failed call; `status` 0 is a network failure. */
export function errorToast(status: number, body: unknown, t: ClientT): ErrorToast {
  const error = { kind: "error" as const, duration: ERROR_TOAST_MS };
  if (status === 0) {
    return { message: t("toasts.network"), options: { ...error, duration: LONG_TOAST_MS } };
  }
  if (status === 401) {
    return { message: t("toasts.unauthorized"), options: { ...error, position: "bottom" } };
  }
  if (status === 404) return { message: t("toasts.not_found"), options: error };
  if (status === 400) {
    const text = (body as { error?: unknown } | null)?.error;
    return {
      message: typeof text === "string" && text.trim() ? text : t("toasts.bad_request"),
      options: error,
    };
  }
  if (status === 500) return { message: t("toasts.server_error"), options: error };
  return { message: t("toasts.status", { status }), options: error };
}

/** The `warning` and `warnings` texts of an answer. */
export function warningsOf(body: unknown): string[] {
  if (!body || typeof body !== "object") return [];
  const { warning, warnings } = body as { warning?: unknown; warnings?: unknown };
  const list = [warning, ...(Array.isArray(warnings) ? warnings : [warnings])];
  return list.filter((w): w is string => typeof w === "string" && w.trim() !== "");
}

const ABSOLUTE = /^[a-z][a-z\d+.-]*:/i;

/** Follows an answer's `redirect`, if any; returns whether it did. */
export function followRedirect(body: unknown, deps: Pick<ApiDeps, "loadPage" | "navigate">) {
  const target = (body as { redirect?: unknown } | null)?.redirect;
  if (typeof target !== "string" || target === "") return false;
  if (ABSOLUTE.test(target) || target.startsWith("//")) {
    // Only web URLs: a `javascript:` or `data:` redirect is never followed.
    if (!/^(https?:)?\/\//i.test(target)) return false;
    deps.loadPage(target);
  } else {
    deps.navigate(target);
  }
  return true;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (
    typeof body === "string" || body instanceof FormData || body instanceof URLSearchParams ||
    body instanceof Blob
  ) return body;
  headers.set("content-type", "application/json");
  return JSON.stringify(body);
}

function withQuery(path: string, query: ApiOptions["query"]): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}${path.includes("?") ? "&" : "?"}${search}` : path;
}

async function parse(res: Response): Promise<unknown> {
  try {
    const text = await res.text();
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** An api() bound to its dependencies; each is read when a call starts. */
export function createApi(deps: () => ApiDeps) {
  return async function api<T = unknown>(
    path: string,
    options: ApiOptions = {},
  ): Promise<ApiResult<T>> {
    const d = deps();
    const headers = new Headers(options.headers);
    headers.set("accept", "application/json");
    const init: RequestInit = {
      method: options.method ?? (options.body === undefined ? "GET" : "POST"),
      headers,
      body: encodeBody(options.body, headers),
      credentials: "same-origin",
      signal: options.signal,
      keepalive: options.keepalive,
    };
    let res: Response;
    try {
      res = await d.fetch(withQuery(path, options.query), init);
    } catch (error) {
      if ((error as { name?: string })?.name === "AbortError" || options.signal?.aborted) {
        return { ok: false, status: 0, error: "", data: null, aborted: true };
      }
      d.logError(`api: ${init.method} ${path} failed`, error);
      const shown = errorToast(0, null, d.t);
      if (!options.silent) d.toast(shown.message, shown.options);
      return { ok: false, status: 0, error: shown.message, data: null };
    }
    const body = await parse(res);
    for (const warning of warningsOf(body)) d.toast(warning, { kind: "info" });
    followRedirect(body, d);
    if (res.status >= 200 && res.status <= 299) {
      return { ok: true, status: res.status, data: body as T };
    }
    const shown = errorToast(res.status, body, d.t);
    if (!options.silent) d.toast(shown.message, shown.options);
    return { ok: false, status: res.status, error: shown.message, data: body };
  };
}

/** The browser's api(): global fetch, the toast store, the page's messages, window.location. */
export const api = createApi(() => ({
  fetch: (input, init) => globalThis.fetch(input, init),
  toast: defaultToast,
  t: defaultT,
  loadPage: (url) => {
    globalThis.location.href = url;
  },
  navigate: (path) => globalThis.location.assign(path),
  logError: (...args) => console.error(...args),
}));

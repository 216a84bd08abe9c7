// Unhandled errors (spec sections 7 and 8): every uncaught error or unhandled rejection shows
// 'An error has been encountered…' for 10 s, and the first one of a page is sent to
// POST /api/logs/error as {error, view} — once per page, however many follow.
export const LOG_ERROR_PATH = "/api/logs/error";
/** Longest error text sent (the server caps it again). */
export const MAX_ERROR_CHARS = 4000;

export interface ErrorReport {
  error: string;
  view: string;
}

/** A readable one-string description of anything thrown: stack (or message), capped. */
export function describeError(value: unknown, fallback = ""): string {
  let text: string;
  if (value instanceof Error) {
    text = value.stack && value.stack.includes(value.message)
      ? value.stack
      : `${value.name}: ${value.message}${value.stack ? `\n${value.stack}` : ""}`;
  } else if (typeof value === "string") text = value;
  else if (value === undefined || value === null) text = fallback;
  else {
    try {
      text = JSON.stringify(value) ?? String(value);
    } catch {
      text = String(value);
    }
  }
  return (text || fallback || "Unknown error").slice(0, MAX_ERROR_CHARS);
}

/** Noise that says nothing about the portal (browser quirks, other origins' scripts). */
function ignored(message: string, error: unknown): boolean {
  if (/ResizeObserver loop/.test(message)) return true;
  return message === "Script error." && !error;
}

export interface ErrorReportingDeps {
  target: EventTarget;
  /** Sends one report (POST /api/logs/error). */
  send: (report: ErrorReport) => unknown;
  /** The current view (the page's path). */
  view: () => string;
  /** Tells the user (the unhandled-error toast). */
  notify: () => void;
}

export interface ErrorReporting {
  /** Reports an error as if it were unhandled (also used for a chunk failure that gives up). */
  report(error: unknown, fallback?: string): void;
  /** Whether this page has sent its report. */
  readonly sent: boolean;
  dispose(): void;
}

export function installErrorReporting(deps: ErrorReportingDeps): ErrorReporting {
  let sent = false;
  const report = (error: unknown, fallback = "") => {
    deps.notify();
    if (sent) return;
    sent = true;
    try {
      deps.send({ error: describeError(error, fallback), view: deps.view().slice(0, 500) });
    } catch { /* reporting must never throw */ }
  };
  const onError = (event: Event) => {
    const { error, message, filename, lineno, colno } = event as ErrorEvent;
    if (ignored(message ?? "", error)) return;
    report(error, `${message ?? "Error"} at ${filename ?? "?"}:${lineno ?? 0}:${colno ?? 0}`);
  };
  const onRejection = (event: Event) => {
    report((event as PromiseRejectionEvent).reason, "Unhandled promise rejection");
  };
  deps.target.addEventListener("error", onError);
  deps.target.addEventListener("unhandledrejection", onRejection);
  return {
    report,
    get sent() {
      return sent;
    },
    dispose() {
      deps.target.removeEventListener("error", onError);
      deps.target.removeEventListener("unhandledrejection", onRejection);
    },
  };
}

// What the root middleware puts on ctx.state for every request.
import type { i18n as I18n, TFunction } from "i18next";
import type { User } from "./auth/types.ts";
import type { Locale } from "./i18n/locales.ts";
import type { Config } from "./config.ts";

export interface PortalState {
  kv: Deno.Kv;
  config: Config;
  /** The signed-in user, or null. */
  user: User | null;
  /** Id of the current session (already validated), or null. */
  sessionId: string | null;
  locale: Locale;
  /** Translate with the request's locale. */
  t: TFunction;
  i18n: I18n;
  /** Per-response nonce for inline scripts, used by the Content-Security-Policy. */
  nonce: string;
  requestId: string;
}

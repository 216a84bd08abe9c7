// Locale of a request: the signed-in user's preference, else the `locale` cookie set by the EN/FR
// switch, else Accept-Language (fr-* → fr-CA, en-* → en-US), else en-US. Sets state.locale,
// state.i18n and state.t; `<html lang>` (routes/_app.tsx) and every translation follow it.
import type { FreshContext } from "$fresh/server.ts";
import { DEFAULT_LOCALE, type Locale, LOCALES } from "./locales.ts";
import type { PortalState } from "../state.ts";
import { i18nFor } from "./mod.ts";

export const LOCALE_COOKIE = "locale";
/** One year, in seconds. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The value of one cookie from a Cookie header, or null. */
export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The preferred supported locale of an Accept-Language header (by q-value), or null. */
export function localeFromAcceptLanguage(header: string | null): Locale | null {
  if (!header) return null;
  const ranges = header.split(",").map((part, index) => {
    const [tag, ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
  }).filter((r) => r.tag && r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranges) {
    const primary = tag.split("-")[0];
    if (primary === "fr") return "fr-CA";
    if (primary === "en") return "en-US";
  }
  return null;
}

export function resolveLocale(
  input: { userLocale?: string | null; cookie?: string | null; acceptLanguage?: string | null },
): Locale {
  if (isLocale(input.userLocale)) return input.userLocale;
  if (isLocale(input.cookie)) return input.cookie;
  return localeFromAcceptLanguage(input.acceptLanguage ?? null) ?? DEFAULT_LOCALE;
}

/** The Set-Cookie value remembering a locale for a year. */
export function localeCookie(locale: Locale, secure = false): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax` +
    (secure ? "; Secure" : "");
}

export async function localeMiddleware(req: Request, ctx: FreshContext<PortalState>) {
  const locale = resolveLocale({
    userLocale: ctx.state.user?.locale,
    cookie: readCookie(req.headers.get("cookie"), LOCALE_COOKIE),
    acceptLanguage: req.headers.get("accept-language"),
  });
  const i18n = i18nFor(locale);
  ctx.state.locale = locale;
  ctx.state.i18n = i18n;
  ctx.state.t = i18n.t;
  const res = await ctx.next();
  // Pages and API answers depend on these request headers; shared caches must keep them apart.
  const type = res.headers.get("content-type") ?? "";
  if (
    /^(text\/html|application\/json)/.test(type) &&
    !/accept-language/i.test(res.headers.get("vary") ?? "")
  ) {
    try {
      res.headers.append("vary", "Accept-Language, Cookie");
    } catch {
      // Immutable headers (e.g. a fetched response passed through): leave them as they are.
    }
  }
  return res;
}

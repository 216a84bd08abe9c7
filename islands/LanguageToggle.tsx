// The EN/FR switch of the top navigation. Without JavaScript its two links go to
// /api/locale?set=…, which sets the `locale` cookie and redirects back. With JavaScript a click
// sets the cookie here, saves a signed-in user's preference (POST /api/account/set-locale), and
// reloads; the reloaded page (already in the new language) then shows the toast 'Language changed,
// you may need to reload…' for 3 s. Strings come translated from the server as `messages`
// (messagesFor(i18n, ["language"])).
import { useEffect } from "preact/hooks";
import { useSignal } from "@preact/signals";
import type { Locale } from "../lib/auth/types.ts";
import { sessionStore, STORAGE_KEYS } from "../lib/client/keys.ts";
import { SHORT_TOAST_MS, toast } from "../lib/client/toast.ts";
import { makeT, type Messages } from "../lib/i18n/client.ts";

/** sessionStorage flag carried across the reload that follows a language change. */
const LANGUAGE_CHANGED_KEY = STORAGE_KEYS.languageChanged;
const ONE_YEAR_S = 365 * 24 * 60 * 60;

const CHOICES: { locale: Locale; short: string; nameKey: string }[] = [
  { locale: "en-US", short: "EN", nameKey: "language.english" },
  { locale: "fr-CA", short: "FR", nameKey: "language.french" },
];

interface Props {
  locale: Locale;
  messages: Messages;
  signedIn: boolean;
  /** The current path (with query), for the no-JavaScript links; else the Referer is used. */
  next?: string;
}

function localeHref(locale: Locale, next?: string): string {
  const params = new URLSearchParams({ set: locale });
  if (next) params.set("next", next);
  return `/api/locale?${params}`;
}

export default function LanguageToggle({ locale, messages, signedIn, next }: Props) {
  const t = makeT(messages);
  const busy = useSignal(false);

  useEffect(() => {
    if (sessionStore.getItem(LANGUAGE_CHANGED_KEY) !== locale) return;
    sessionStore.removeItem(LANGUAGE_CHANGED_KEY);
    toast(t("language.changed"), { kind: "info", duration: SHORT_TOAST_MS });
  }, []);

  async function choose(event: MouseEvent, target: Locale) {
    event.preventDefault();
    if (busy.value || target === locale) return;
    busy.value = true;
    document.cookie = `locale=${target}; path=/; max-age=${ONE_YEAR_S}; samesite=lax` +
      (location.protocol === "https:" ? "; secure" : "");
    if (signedIn) {
      try {
        const res = await fetch("/api/account/set-locale", {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({ locale: target }),
        });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
      } catch {
        busy.value = false;
        toast(t("language.save_failed"), { kind: "error" });
        return;
      }
    }
    sessionStore.setItem(LANGUAGE_CHANGED_KEY, target);
    location.reload();
  }

  return (
    <nav class="language-toggle" aria-label={t("language.switch_label")}>
      {CHOICES.map(({ locale: choice, short, nameKey }) =>
        choice === locale
          ? (
            <span aria-current="true" title={t(nameKey)} lang={choice} class="current">
              {short}
            </span>
          )
          : (
            <a
              href={localeHref(choice, next)}
              hreflang={choice}
              lang={choice}
              title={t(nameKey)}
              aria-label={`${short} — ${t(nameKey)}`}
              aria-disabled={busy.value ? "true" : undefined}
              onClick={(event) => choose(event, choice)}
            >
              {short}
            </a>
          )
      )}
    </nav>
  );
}

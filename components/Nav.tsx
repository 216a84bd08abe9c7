// The top navigation: renders lib/nav's model. Menus are <details>/<summary> (no JavaScript
// needed, keyboard accessible), sharing one `name` so only one is open at a time; with JavaScript
// they also close on Escape and on a click outside (lib/client/menus.ts). On a phone the bar is
// one row, the brand and a Menu button (a checkbox and its label: no JavaScript needed) that
// shows the menus below it (static/shell.css). Only the store switcher and the language switch
// are islands.
import type { TFunction } from "i18next";
import type { Label, NavEntry, NavLink, NavModel } from "../lib/nav/menu.ts";
import type { Locale } from "../lib/i18n/locales.ts";
import StoreSwitcher from "../islands/StoreSwitcher.tsx";
import LanguageToggle from "../islands/LanguageToggle.tsx";

export interface NavProps {
  model: NavModel;
  t: TFunction;
  locale: Locale;
  /** Path and query of the page, for active links and the no-JavaScript language links. */
  currentPath: string;
  storeSwitcherMessages: Record<string, string>;
  languageMessages: Record<string, string>;
}

export function labelText(label: Label, t: TFunction): string {
  return "key" in label ? t(label.key) : label.text;
}

function isCurrent(href: string, path: string): boolean {
  return href === path.split("?")[0];
}

function LinkItem({ entry, t, path }: { entry: NavLink; t: TFunction; path: string }) {
  return (
    <a
      href={entry.href}
      title={entry.title}
      aria-current={isCurrent(entry.href, path) ? "page" : undefined}
      data-nav={entry.id}
      {...(entry.external ? { rel: "noopener", target: "_blank" } : {})}
    >
      {labelText(entry.label, t)}
    </a>
  );
}

function Entry({ entry, t, path }: { entry: NavEntry; t: TFunction; path: string }) {
  if (entry.type === "link") {
    return (
      <li>
        <LinkItem entry={entry} t={t} path={path} />
      </li>
    );
  }
  return (
    <li>
      <details class="nav-menu" name="topnav" data-nav={entry.id}>
        <summary>{labelText(entry.label, t)}</summary>
        <ul>
          {entry.items.map((item) => (
            <li>
              <LinkItem entry={item} t={t} path={path} />
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

function LogoutForm({ t }: { t: TFunction }) {
  return (
    <form method="post" action="/api/account/logout" class="nav-logout">
      <button type="submit" class="linklike" data-nav="logout">{t("nav.logout")}</button>
    </form>
  );
}

export function Nav(props: NavProps) {
  const { model, t, currentPath: path } = props;
  const signedIn = model.kind !== "anonymous";
  return (
    <nav class="topnav" aria-label={t("nav.label")}>
      <a class="brand" href="/" data-nav="home">{t("common.app_name")}</a>
      <input
        type="checkbox"
        id="nav-toggle"
        class="nav-toggle-input"
        aria-controls="nav-panel"
      />
      <label for="nav-toggle" class="nav-toggle">{t("nav.menu")}</label>
      <div class="nav-panel" id="nav-panel">
        {model.kind === "full" && (
          <ul class="nav-list nav-main">
            {model.main.map((entry) => <Entry key={entry.id} entry={entry} t={t} path={path} />)}
          </ul>
        )}
        <ul class="nav-list nav-right">
          {model.right.map((entry) => <Entry key={entry.id} entry={entry} t={t} path={path} />)}
          {model.stores && (
            <li>
              <StoreSwitcher stores={model.stores} messages={props.storeSwitcherMessages} />
            </li>
          )}
          <li>
            <LanguageToggle
              locale={props.locale}
              messages={props.languageMessages}
              signedIn={signedIn}
              next={props.currentPath}
            />
          </li>
          {model.kind === "full" && (
            <li>
              <details class="nav-menu nav-account" name="topnav" data-nav="account">
                <summary>{t("nav.account")}</summary>
                <ul>
                  <li>
                    <a href="/account" data-nav="account.management">{t("nav.management")}</a>
                  </li>
                  <li>
                    <LogoutForm t={t} />
                  </li>
                </ul>
              </details>
            </li>
          )}
          {model.kind === "unverified" && (
            <li>
              <LogoutForm t={t} />
            </li>
          )}
        </ul>
      </div>
    </nav>
  );
}

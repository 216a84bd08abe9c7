import assert from "node:assert/strict";
import {
  localeCookie,
  localeFromAcceptLanguage,
  readCookie,
  resolveLocale,
} from "../../../lib/i18n/middleware.ts";
import { i18nFor, messagesFor } from "../../../lib/i18n/mod.ts";
import { makeT } from "../../../lib/i18n/client.ts";
import { safeNextPath } from "../../../lib/http/redirect.ts";

Deno.test("locale: user preference, then cookie, then Accept-Language, then en-US", () => {
  assert.equal(
    resolveLocale({ userLocale: "fr-CA", cookie: "en-US", acceptLanguage: "en" }),
    "fr-CA",
  );
  assert.equal(resolveLocale({ userLocale: null, cookie: "fr-CA", acceptLanguage: "en" }), "fr-CA");
  assert.equal(resolveLocale({ cookie: "de-DE", acceptLanguage: "fr-FR,en;q=0.5" }), "fr-CA");
  assert.equal(resolveLocale({ acceptLanguage: "de-DE" }), "en-US");
  assert.equal(resolveLocale({}), "en-US");
});

Deno.test("Accept-Language: fr-* → fr-CA, en-* → en-US, by q-value", () => {
  assert.equal(localeFromAcceptLanguage("fr"), "fr-CA");
  assert.equal(localeFromAcceptLanguage("fr-BE"), "fr-CA");
  assert.equal(localeFromAcceptLanguage("en-GB,fr;q=0.9"), "en-US");
  assert.equal(localeFromAcceptLanguage("en;q=0.4, fr-CA;q=0.8"), "fr-CA");
  assert.equal(localeFromAcceptLanguage("de, fr;q=0.7"), "fr-CA");
  assert.equal(localeFromAcceptLanguage("fr;q=0, en"), "en-US");
  assert.equal(localeFromAcceptLanguage("es"), null);
  assert.equal(localeFromAcceptLanguage(null), null);
});

Deno.test("cookies: read by name; the locale cookie lasts a year, SameSite=Lax, Path=/", () => {
  assert.equal(readCookie("a=1; locale=fr-CA; b=2", "locale"), "fr-CA");
  assert.equal(readCookie("xlocale=fr-CA", "locale"), null);
  assert.equal(readCookie(null, "locale"), null);
  assert.equal(
    localeCookie("fr-CA"),
    "locale=fr-CA; Path=/; Max-Age=31536000; SameSite=Lax",
  );
  assert.match(localeCookie("en-US", true), /; Secure$/);
});

Deno.test("each request gets its own i18next instance: concurrent locales do not mix", async () => {
  const fr = i18nFor("fr-CA");
  const en = i18nFor("en-US");
  const results = await Promise.all([
    (async () => {
      await Promise.resolve();
      return fr.t("errors.not_found");
    })(),
    Promise.resolve().then(() => en.t("errors.not_found")),
  ]);
  assert.deepEqual(results, ["Page introuvable", "Page not found"]);
  assert.equal(fr.language, "fr-CA");
  assert.equal(en.language, "en-US");
  assert.equal(fr.t("errors.title", { code: 404 }), "Erreur 404");
});

Deno.test("missing keys fall back to en-US text, then to the key", () => {
  const fr = i18nFor("fr-CA");
  assert.equal(fr.t("no_such.key_for_test"), "no_such.key_for_test");
});

Deno.test("islands: messagesFor + makeT give the same text as the server's t", () => {
  const fr = i18nFor("fr-CA");
  const t = makeT(messagesFor(fr, ["language", "errors.title"]));
  assert.equal(t("language.switch_label"), fr.t("language.switch_label"));
  assert.equal(t("errors.title", { code: 500 }), "Erreur 500");
  assert.equal(t("common.home"), "common.home"); // not requested → not shipped
});

Deno.test("the switch only redirects to same-origin paths", () => {
  const here = new URL("http://localhost/api/locale?set=fr-CA");
  assert.equal(safeNextPath("/dashboards/x?a=1#b", here), "/dashboards/x?a=1#b");
  assert.equal(safeNextPath("http://localhost/account", here), "/account");
  assert.equal(safeNextPath("//evil.example/x", here), null);
  assert.equal(safeNextPath("https://evil.example/x", here), null);
  assert.equal(safeNextPath("/\\evil.example", here), null);
  assert.equal(safeNextPath("javascript:alert(1)", here), null);
  assert.equal(safeNextPath("relative", here), null);
  assert.equal(safeNextPath(null, here), null);
  assert.equal(safeNextPath("/api/locale?set=en-US", here), "/");
});

Deno.test("one i18next instance per locale, fixed to it, whatever order requests come in", () => {
  const fr = i18nFor("fr-CA");
  const en = i18nFor("en-US");
  assert.equal(i18nFor("fr-CA"), fr);
  assert.notEqual(fr, en);
  assert.equal(fr.language, "fr-CA");
  assert.equal(en.language, "en-US");
  assert.equal(fr.t("nav.reports"), "Rapports");
  assert.equal(en.t("nav.reports"), "Reports");
});

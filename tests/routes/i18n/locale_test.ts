// Locale resolution through the real handler and the no-JavaScript EN/FR switch.
import assert from "node:assert/strict";
import { signIn } from "../../helpers/auth.ts";
import { appTest } from "../with_app.ts";

const lang = async (res: Response) => /<html lang="([^"]+)"/.exec(await res.text())?.[1];

appTest("<html lang> and texts follow cookie, then Accept-Language, default en-US", async (app) => {
  assert.equal(await lang(await app.fetch("/")), "en-US");
  assert.equal(
    await lang(await app.fetch("/", { headers: { "accept-language": "fr-CA,fr;q=0.9" } })),
    "fr-CA",
  );
  const fr = await app.fetch("/", {
    headers: { cookie: "locale=fr-CA", "accept-language": "en-US" },
  });
  const html = await fr.text();
  assert.match(html, /^<!DOCTYPE html><html lang="fr-CA">/);
  assert.match(html, /Bienvenue sur le portail des membres/);
  assert.match(fr.headers.get("vary") ?? "", /Accept-Language/);
  const en = await app.fetch("/", {
    headers: { cookie: "locale=en-US", "accept-language": "fr" },
  });
  assert.equal(await lang(en), "en-US");
  // API errors are translated too.
  const api = await app.fetch("/no/such/page", { headers: { cookie: "locale=fr-CA" } });
  assert.equal(api.status, 404);
  assert.match(await api.text(), /Page introuvable/);
});

appTest("a signed-in user's preference wins over the cookie", async (app) => {
  const cookie = await signIn(app, "staff@example.com");
  const headers = { cookie: `${cookie}; locale=fr-CA` };
  assert.equal(await lang(await app.fetch("/", { headers })), "en-US");
  const set = await app.fetch("/api/account/set-locale", {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ locale: "fr-CA" }),
  });
  assert.equal(set.status, 200);
  assert.equal(
    await lang(await app.fetch("/", { headers: { cookie: `${cookie}; locale=en-US` } })),
    "fr-CA",
  );
});

appTest(
  "GET /api/locale sets the cookie for a year and goes back to a same-origin path",
  async (app) => {
    let res = await app.fetch("/api/locale?set=fr-CA&next=%2Faccount%3Ftab%3D1");
    assert.equal(res.status, 303);
    assert.equal(res.headers.get("location"), "/account?tab=1");
    assert.equal(
      res.headers.get("set-cookie"),
      "locale=fr-CA; Path=/; Max-Age=31536000; SameSite=Lax",
    );
    res = await app.fetch("/api/locale?set=en-US", {
      headers: { referer: "http://localhost/dashboards/member-dashboard" },
    });
    assert.equal(res.headers.get("location"), "/dashboards/member-dashboard");
    res = await app.fetch("/api/locale?set=en-US&next=https%3A%2F%2Fevil.example%2F", {
      headers: { referer: "https://evil.example/" },
    });
    assert.equal(res.headers.get("location"), "/");
    res = await app.fetch("/api/locale?set=de-DE", { headers: { cookie: "locale=fr-CA" } });
    assert.equal(res.status, 400);
    assert.match((await res.json()).error, /^Paramètres non valides : set : /);
  },
);

// /head-office/show/management: buyers and site admins set or clear the active show (lib/nav/show.ts)
// that the top navigation links to as /show/{key}; bad input is refused with translated messages
// and the form keeps what was typed.
import assert from "node:assert/strict";
import type { TestApp } from "../helpers/app.ts";
import { withApp } from "./showcloud/helpers.ts";
import { signIn } from "../helpers/auth.ts";
import { postForm, postJson } from "./account/helpers.ts";
import { getActiveShow } from "../../lib/nav/show.ts";

const PATH = "/head-office/show/management";

async function html(app: TestApp, path: string, cookie: string) {
  const res = await app.fetch(path, { headers: { cookie } });
  assert.equal(res.status, 200, path);
  return await res.text();
}

Deno.test("a buyer sets the active show and the top navigation links to it", async () => {
  await withApp(async (app) => {
    const cookie = await signIn(app, "buyer@example.com");
    const before = await html(app, PATH, cookie);
    assert.match(before, /Fall Show 2026/, "the seeded show is the current one");
    const res = await postForm(app, PATH, {
      action: "save",
      key: " spring-2027 ",
      short_name: "Spring Show 2027",
    }, { cookie });
    assert.equal(res.status, 303);
    assert.equal(res.headers.get("location"), `${PATH}?saved=saved`);
    assert.deepEqual(await getActiveShow(app.kv), {
      key: "spring-2027",
      short_name: "Spring Show 2027",
    });
    const after = await html(app, `${PATH}?saved=saved`, cookie);
    assert.match(after, /Active show saved\./);
    assert.match(after, /href="\/show\/spring-2027"[^>]*>Spring Show 2027</);
    const home = await html(app, "/", await signIn(app, "program@example.com"));
    assert.match(home, /href="\/show\/spring-2027"/);
    assert.ok(!home.includes('href="/show/fall-2026"'));
  });
});

Deno.test("clearing the active show removes the navigation link", async () => {
  await withApp(async (app) => {
    const cookie = await signIn(app, "admin@example.com");
    const res = await postForm(app, PATH, { action: "clear" }, { cookie });
    assert.equal(res.status, 303);
    assert.equal(await getActiveShow(app.kv), null);
    const page = await html(app, `${PATH}?saved=cleared`, cookie);
    assert.match(page, /Active show cleared\./);
    assert.match(page, /No active show\./);
    assert.ok(!(await html(app, "/", cookie)).includes('href="/show/fall-2026"'));
  });
});

Deno.test("bad input is refused in the user's language and keeps what was typed", async () => {
  await withApp(async (app) => {
    const cookie = await signIn(app, "buyer@example.com");
    const french = await postJson(app, "/api/account/set-locale", { locale: "fr-CA" }, { cookie });
    assert.equal(french.status, 200);
    await french.body?.cancel();
    const res = await postForm(app, PATH, {
      action: "save",
      key: "Spring 2027!",
      short_name: "",
    }, { cookie });
    assert.equal(res.status, 400);
    const page = await res.text();
    assert.match(page, /<html lang="fr-CA"/);
    assert.match(page, /<nav class="breadcrumb" aria-label="Fil d’Ariane"/);
    assert.match(page, /Utilisez des lettres minuscules, des chiffres et des traits d’union/);
    assert.match(page, /Entrez un nom court\./);
    assert.match(page, /value="Spring 2027!"/, "the typed key is kept");
    assert.match(page, /aria-invalid="true"/);
    const long = await postForm(app, PATH, {
      action: "save",
      key: "ok-key",
      short_name: "x".repeat(61),
    }, { cookie });
    assert.equal(long.status, 400);
    assert.match(await long.text(), /60 caractères ou moins/);
    assert.deepEqual(await getActiveShow(app.kv), {
      key: "fall-2026",
      short_name: "Fall Show 2026",
    });
  });
});

Deno.test("members cannot manage the active show", async () => {
  await withApp(async (app) => {
    const cookie = await signIn(app, "program@example.com");
    const res = await postForm(app, PATH, { action: "clear" }, { cookie });
    assert.equal(res.status, 401);
    await res.body?.cancel();
    assert.ok(await getActiveShow(app.kv));
  });
});

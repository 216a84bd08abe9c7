// The server side of the client runtime: the build id endpoint, the error-report endpoint
// (validation, size cap, rate limit, storage), the admin list and the page's client data.
import assert from "node:assert/strict";
import { signIn } from "../helpers/auth.ts";
import { CLIENT_ERROR_RATE_LIMIT, listClientErrors } from "../../lib/logs/store.ts";
import { MAX_ERROR_TEXT } from "../../lib/logs/schema.ts";
import { BODY_LIMITS } from "../../lib/http/limits.ts";
import { appTest } from "./with_app.ts";

const post = (body: unknown) => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: typeof body === "string" ? body : JSON.stringify(body),
});

appTest("GET /builds/latest.json answers the running build id, never cached", async (app) => {
  const res = await app.fetch("/builds/latest.json?timestamp=123");
  assert.equal(res.status, 200);
  assert.equal(res.headers.get("cache-control"), "no-store");
  const body = await res.json();
  assert.equal(typeof body.id, "string");
  assert.ok(body.id.length > 0);
  // The page carries the same id in its client data.
  const html = await (await app.fetch("/")).text();
  const data = JSON.parse(
    html.match(/<script type="application\/json" id="client-data"[^>]*>([^<]*)<\/script>/)![1],
  );
  assert.equal(data.buildId, body.id);
  assert.equal(
    data.messages["toasts.server_error"],
    "An error has been encountered on the server - please try again, and contact support if this error persists",
  );
  assert.equal(data.messages["client.reload"], "Reload");
  assert.match(
    html,
    /\/app\.js/,
    "the app entry (runtime and client boot) is loaded before the islands",
  );
}, { seed: false });

appTest("POST /api/logs/error stores a valid report and caps its text", async (app) => {
  const long = "x".repeat(MAX_ERROR_TEXT + 500);
  const res = await app.fetch("/api/logs/error", post({ error: long, view: "/dashboards" }));
  assert.equal(res.status, 201);
  const [record] = await listClientErrors(app.kv);
  assert.equal(record.error.length, MAX_ERROR_TEXT);
  assert.equal(record.view, "/dashboards");
  assert.equal(record.user_id, null);
}, { seed: false });

appTest("POST /api/logs/error refuses bad and oversized bodies", async (app) => {
  for (const body of ["not json", { view: "/x" }, { error: "  ", view: "/" }, { error: 5 }]) {
    const res = await app.fetch("/api/logs/error", post(body));
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.equal(typeof (await res.json()).error, "string");
  }
  const huge = await app.fetch(
    "/api/logs/error",
    post({ error: "y".repeat(BODY_LIMITS.client_report), view: "/" }),
  );
  assert.equal(huge.status, 413);
  await huge.body?.cancel();
  assert.equal((await listClientErrors(app.kv)).length, 0);
}, { seed: false });

appTest("POST /api/logs/error explains a bad body in the request's language", async (app) => {
  const french = {
    ...post({ view: "/x" }),
    headers: { "content-type": "application/json", "accept-language": "fr-CA,fr;q=0.9" },
  };
  const fr = await app.fetch("/api/logs/error", french);
  assert.equal(fr.status, 400);
  const { error } = await fr.json();
  assert.match(error, /^Requête non valide : error : Obligatoire/);
  const en = await app.fetch("/api/logs/error", post({ error: 5 }));
  assert.equal(en.status, 400);
  assert.match((await en.json()).error, /^Invalid request: error: /);
}, { seed: false });

appTest("POST /api/logs/error is rate limited per client address", async (app) => {
  const statuses: number[] = [];
  for (let i = 0; i <= CLIENT_ERROR_RATE_LIMIT; i++) {
    const res = await app.fetch("/api/logs/error", post({ error: `e${i}`, view: "/" }));
    statuses.push(res.status);
    await res.body?.cancel();
  }
  assert.deepEqual(statuses.slice(0, -1), Array(CLIENT_ERROR_RATE_LIMIT).fill(201));
  assert.equal(statuses.at(-1), 429);
  assert.equal((await listClientErrors(app.kv)).length, CLIENT_ERROR_RATE_LIMIT);
  // Another address is not affected.
  const other = await app.handler(
    new Request("http://localhost/api/logs/error", post({ error: "other", view: "/" })),
    { remoteAddr: { transport: "tcp", hostname: "10.0.0.9", port: 1 } },
  );
  assert.equal(other.status, 201);
}, { seed: false });

appTest("/admin/client-errors lists reports for site admins only", async (app) => {
  const cookie = await signIn(app, "owner@example.com");
  const sent = await app.fetch("/api/logs/error", {
    ...post({ error: "TypeError: <b>boom</b>", view: "/dashboards/member-dashboard" }),
    headers: { "content-type": "application/json", cookie, "user-agent": "TestBrowser/1" },
  });
  assert.equal(sent.status, 201);
  const [record] = await listClientErrors(app.kv);
  assert.ok(record.user_id, "the signed-in user is recorded");

  const anonymous = await app.fetch("/admin/client-errors");
  assert.notEqual(anonymous.status, 200);
  await anonymous.body?.cancel();
  const member = await app.fetch("/admin/client-errors", { headers: { cookie } });
  assert.notEqual(member.status, 200);
  await member.body?.cancel();

  const admin = await signIn(app, "admin@example.com");
  const res = await app.fetch("/admin/client-errors", { headers: { cookie: admin } });
  assert.equal(res.status, 200);
  const html = await res.text();
  assert.match(html, /Client errors/);
  assert.match(html, /TypeError: &lt;b>boom&lt;\/b>|TypeError: &lt;b&gt;boom&lt;\/b&gt;/);
  assert.match(html, /\/dashboards\/member-dashboard/);
  assert.match(html, /TestBrowser\/1/);
});

function clientData(html: string) {
  const match = html.match(
    /<script type="application\/json" id="client-data"[^>]*>([^<]*)<\/script>/,
  );
  assert.ok(match, "the page carries the client data");
  return JSON.parse(match[1]);
}

appTest(
  "pages seed the user record (signed in) or null (signed out), in the page's language",
  async (app) => {
    const anonymous = clientData(await (await app.fetch("/")).text());
    assert.equal(anonymous.user, null);

    const cookie = await signIn(app, "owner@example.com");
    const seeded = clientData(await (await app.fetch("/", { headers: { cookie } })).text());
    const answer = await (await app.fetch("/api/account/get-user", { headers: { cookie } })).json();
    assert.deepEqual(seeded.user, answer, "the seed is what get-user answers");
    assert.equal(seeded.user.user.email, "owner@example.com");
    assert.equal("password_hash" in seeded.user.user, false);

    const french = clientData(
      await (await app.fetch("/", { headers: { cookie: "locale=fr-CA" } })).text(),
    );
    assert.equal(french.messages["toasts.unreachable"], "Impossible de joindre le serveur");
    assert.equal(french.messages["client.reload"], "Recharger");
  },
);

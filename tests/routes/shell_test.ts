// The portal shell through the real handler: security headers, the access middleware's answers
// (401 page / login panel / JSON, 404 for a bad env or a failing validate rule), redirects, the
// metrics pages and the access table on /admin.
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { signIn } from "../helpers/auth.ts";
import { saveRedirect } from "../../lib/access/redirects.ts";
import { recentVisits } from "../../lib/metrics/store.ts";
import { responseTimes } from "../../lib/metrics/response_times.ts";
import { getUserByEmail, setSpecialReports } from "../../lib/auth/store.ts";
import { setActiveShow } from "../../lib/nav/show.ts";

async function withApp(fn: (app: TestApp) => Promise<void>) {
  const app = await createTestApp();
  try {
    await fn(app);
  } finally {
    app.close();
  }
}

const get = async (app: TestApp, path: string, cookie = "", host = "http://localhost") => {
  const res = await app.handler(new Request(new URL(path, host), { headers: { cookie } }));
  return { res, html: await res.text() };
};

Deno.test("every response carries the security headers; the CSP nonce is the scripts' nonce", async () => {
  await withApp(async (app) => {
    const { res, html } = await get(app, "/");
    const csp = res.headers.get("content-security-policy")!;
    const nonce = csp.match(/script-src 'self' 'nonce-([^']+)'/)?.[1];
    assert.ok(nonce, csp);
    for (const part of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      assert.ok(csp.includes(part), part);
    }
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    assert.ok(scripts.length > 0, "the home page hydrates islands");
    for (const tag of scripts) assert.ok(tag.includes(`nonce="${nonce}"`), tag);
    assert.equal(res.headers.get("x-content-type-options"), "nosniff");
    assert.equal(res.headers.get("referrer-policy"), "strict-origin-when-cross-origin");
    assert.equal(res.headers.get("strict-transport-security"), null, "no HSTS on localhost");
    // A fresh nonce per response.
    const again = await get(app, "/");
    assert.notEqual(again.res.headers.get("content-security-policy"), csp);
    // Error pages, JSON and static files too; HSTS outside localhost.
    for (const path of ["/no/such/page", "/admin", "/api/account/get-user", "/styles.css"]) {
      const { res } = await get(app, path, "", "https://portal.example.com");
      assert.ok(res.headers.get("content-security-policy")?.includes("frame-ancestors"), path);
      assert.equal(res.headers.get("x-content-type-options"), "nosniff", path);
      assert.match(res.headers.get("strict-transport-security") ?? "", /max-age=\d+/, path);
    }
  });
});

Deno.test("a failed rule: 401 error page for a signed-in user, the login panel for a visitor", async () => {
  await withApp(async (app) => {
    const staff = await signIn(app, "staff@example.com");
    const denied = await get(app, "/admin", staff);
    assert.equal(denied.res.status, 401);
    assert.match(denied.html, /Error 401/);
    assert.match(denied.html, /Unauthorized/);
    assert.match(denied.html, /Insufficient Permissions/);
    assert.match(denied.html, /<a href="\/">Home<\/a>/);

    const visitor = await get(app, "/open-to-buy/reports?x=1");
    assert.equal(visitor.res.status, 401);
    assert.doesNotMatch(visitor.html, /Error 401/);
    assert.match(visitor.html, /Sign in to continue/);
    assert.match(visitor.html, /LoginPanel/, "the login panel island is rendered");
    assert.match(visitor.html, /\/open-to-buy\/reports\?x=1/, "next = the requested path");

    const unverified = await signIn(app, "unverified@example.com");
    const notYet = await get(app, "/support", unverified);
    assert.equal(notYet.res.status, 401);
    assert.match(notYet.html, /Verify your email address/);
    assert.match(notYet.html, /Please verify your email address/, "the notice in the minimal bar");
    assert.equal((await get(app, "/account", unverified)).res.status, 200);
  });
});

Deno.test("JSON endpoints answer 401 { error } when the rule fails", async () => {
  await withApp(async (app) => {
    const res = await app.fetch("/api/store-info");
    assert.equal(res.status, 401);
    assert.match(res.headers.get("content-type")!, /json/);
    assert.deepEqual(await res.json(), { error: "Insufficient Permissions" });
  });
});

Deno.test("fulfillment env: absent or sandbox; anything else is 404 Not Found", async () => {
  await withApp(async (app) => {
    const owner = await signIn(app, "owner@example.com");
    assert.equal((await get(app, "/fulfillment", owner)).res.status, 200);
    const sandbox = await get(app, "/fulfillment/sandbox/shipments", owner);
    assert.equal(sandbox.res.status, 200);
    assert.match(sandbox.html, /Shipments/);
    assert.match(sandbox.html, /Sandbox/);
    for (
      const path of [
        "/fulfillment/prod",
        "/fulfillment/live/returns/7",
        "/fulfillment/admin/prod/penalties",
      ]
    ) {
      const { res, html } = await get(app, path, owner);
      assert.equal(res.status, 404, path);
      assert.match(html, /Error 404/);
      assert.match(html, /data-error-detail="true">Not Found</, path);
    }
    // The same for a visitor: a bad env is not a page, so there is nothing to sign in for.
    assert.equal((await get(app, "/fulfillment/prod")).res.status, 404);
  });
});

Deno.test("a failing validate rule answers 404 'Page Not Found <path>'", async () => {
  await withApp(async (app) => {
    const admin = await signIn(app, "admin@example.com");
    const { res, html } = await get(app, "/admin/pos/stores/12x", admin);
    assert.equal(res.status, 404);
    assert.match(html, /Page Not Found \/admin\/pos\/stores\/12x/);
    assert.equal((await get(app, "/admin/pos/stores/1234", admin)).res.status, 200);
    assert.equal((await get(app, "/admin/no_such_table", admin)).res.status, 404);
    assert.equal((await get(app, "/pages/unknown-page")).res.status, 404);
  });
});

Deno.test("redirects: relative in-app, absolute to another site, editable by admins", async () => {
  await withApp(async (app) => {
    await saveRedirect(app.kv, { path: "/old-otb", target: "/open-to-buy" }, "test");
    await saveRedirect(app.kv, { path: "/brand", target: "https://brand.example.com/" }, "test");
    const rel = await app.fetch("/old-otb?season=fall");
    assert.equal(rel.status, 302);
    assert.equal(rel.headers.get("location"), "/open-to-buy?season=fall");
    const abs = await app.fetch("/brand");
    assert.equal(abs.status, 302);
    assert.equal(abs.headers.get("location"), "https://brand.example.com/");

    const admin = await signIn(app, "admin@example.com");
    const post = (body: Record<string, string>) =>
      app.fetch("/admin/redirects", {
        method: "POST",
        headers: { cookie: admin, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(body),
      });
    const saved = await post({ action: "save", path: "/promo", target: "/specials" });
    assert.equal(saved.status, 303);
    assert.equal((await app.fetch("/promo")).headers.get("location"), "/specials");
    const bad = await post({ action: "save", path: "/admin/x", target: "javascript:alert(1)" });
    assert.equal(bad.status, 400);
    const badHtml = await bad.text();
    assert.match(badHtml, /cannot be redirected/);
    assert.match(badHtml, /value="javascript:alert\(1\)"/, "the form keeps what was typed");
    const page = await get(app, "/admin/redirects", admin);
    assert.match(page.html, /<code>\/promo<\/code>/);
    assert.equal((await post({ action: "delete", path: "/promo" })).status, 303);
    assert.equal((await app.fetch("/promo")).status, 404, "no redirect, and no such page");
    // Only site admins edit the table.
    const buyer = await signIn(app, "buyer@example.com");
    const refused = await app.fetch("/admin/redirects", {
      method: "POST",
      headers: { cookie: buyer, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ action: "save", path: "/x", target: "/y" }),
    });
    assert.equal(refused.status, 401);
  });
});

Deno.test("visits and response times are recorded per route pattern and shown to admins", async () => {
  await withApp(async (app) => {
    const owner = await signIn(app, "owner@example.com");
    await get(app, "/fulfillment/sandbox/returns/1", owner);
    await get(app, "/fulfillment/returns/2", owner);
    await app.fetch("/fulfillment/returns/3", { headers: { cookie: owner } });
    await app.fetch("/admin", { headers: { cookie: owner } });
    const visits = await recentVisits(app.kv, 10);
    assert.equal(visits[0].path, "/admin");
    assert.equal(visits[0].status, 401);
    assert.equal(visits[0].email, "owner@example.com");
    assert.equal(visits[1].route, "/fulfillment/:env(sandbox)?/returns/:id");
    const times = await responseTimes(app.kv);
    const returns = times.find((r) => r.route === "/fulfillment/:env(sandbox)?/returns/:id");
    assert.ok(returns && returns.count >= 2, JSON.stringify(times));
    assert.ok(
      returns.p50 <= returns.p90 && returns.p90 <= returns.p99 && returns.p99 <= returns.max,
    );

    const admin = await signIn(app, "admin@example.com");
    const visitsPage = await get(app, "/admin/recent-visits", admin);
    assert.equal(visitsPage.res.status, 200);
    assert.match(visitsPage.html, /GET \/fulfillment\/returns\/3/);
    assert.match(visitsPage.html, /owner@example\.com/);
    const timesPage = await get(app, "/admin/response-times", admin);
    assert.match(timesPage.html, /data-route="\/fulfillment\/:env\(sandbox\)\?\/returns\/:id"/);
  });
});

Deno.test("/admin/access shows the access table from the enforced data; /support and the SOP page", async () => {
  await withApp(async (app) => {
    const admin = await signIn(app, "admin@example.com");
    const { html } = await get(app, "/admin/access", admin);
    assert.match(html, /Access table/);
    assert.match(html, /<code>\/fulfillment\/accounting<\/code>/);
    assert.match(html, /<code>fulfillment and accounting<\/code>/);
    assert.match(html, /<code>\/dashboards\/customer-dashboard<\/code>/);
    assert.match(html, /<code>member and sales and customers<\/code>/);
    const staff = await signIn(app, "staff@example.com");
    const support = await get(app, "/support", staff);
    assert.equal(support.res.status, 200);
    assert.match(support.html, /support@example\.com/);
    const sop = await get(app, "/pages/website-member-sop");
    assert.equal(sop.res.status, 200);
    assert.match(sop.html, /Website Member SOP/);
  });
});

Deno.test("pages are translated: French titles, breadcrumb and navigation", async () => {
  await withApp(async (app) => {
    const admin = await signIn(app, "admin@example.com");
    const set = await app.fetch("/api/account/set-locale", {
      method: "POST",
      headers: { cookie: admin, "content-type": "application/json" },
      body: JSON.stringify({ locale: "fr-CA" }),
    });
    assert.equal(set.status, 200);
    const { res, html } = await get(app, "/marketing/items/1000001", admin);
    assert.equal(res.status, 200);
    assert.match(html, /<html lang="fr-CA">/);
    assert.match(html, /<h1>Article 1000001<\/h1>/);
    assert.match(html, /<a href="\/marketing\/items">Articles<\/a>/);
    assert.match(html, /class="lead">Un article : descriptions dans les deux langues/);
    assert.match(html, /Description \(français\)/);
    const denied = await get(app, "/no/such/page", admin);
    assert.match(denied.html, /Erreur 404|Page introuvable/);
  });
});

Deno.test("the top navigation shows the user's special reports and the active show from KV", async () => {
  await withApp(async (app) => {
    const owner = await signIn(app, "owner@example.com");
    const user = await getUserByEmail(app.kv, "owner@example.com");
    await setSpecialReports(app.kv, user!.id, [
      { href: "https://bi.example.com/q3", title: "Q3 hockey", description: "Quarter" },
      { route: "/reporting/stock-sales-watchlist", title: "My watchlist", description: "" },
    ]);
    await setActiveShow(app.kv, { key: "spring-2027", short_name: "Spring Show 2027" });
    const { html } = await get(app, "/support", owner);
    assert.match(html, /<a href="https:\/\/bi\.example\.com\/q3"[^>]*>Q3 hockey<\/a>/);
    assert.match(html, /<a href="\/reporting\/stock-sales-watchlist"[^>]*>My watchlist<\/a>/);
    assert.match(
      html,
      /<a href="\/show\/spring-2027" data-nav="active_show">Spring Show 2027<\/a>/,
    );
    await setActiveShow(app.kv, null);
    assert.doesNotMatch((await get(app, "/support", owner)).html, /data-nav="active_show"/);
  });
});

Deno.test("generic /admin/{table} routes do not shadow the specific admin routes", async () => {
  await withApp(async (app) => {
    const admin = await signIn(app, "admin@example.com");
    const h1 = async (path: string) =>
      (await get(app, path, admin)).html.match(/<h1>([^<]*)<\/h1>/)?.[1];
    assert.equal(await h1("/admin/redirects"), "Redirects");
    assert.equal(await h1("/admin/recent-visits"), "Recent visits");
    const staffId = (await getUserByEmail(app.kv, "staff@example.com"))!.id;
    assert.equal(await h1(`/admin/users/${staffId}`), "User: Sam Staff");
    assert.equal(await h1("/admin/pages"), "CMS pages");
    assert.equal(await h1("/admin/stores"), "Table stores");
    assert.equal(await h1("/admin/stores/7"), "Record 7");
  });
});

Deno.test("signed-in pages and JSON are private, no-store; assets keep their immutable caching", async () => {
  await withApp(async (app) => {
    const cookie = await signIn(app, "owner@example.com");
    const { res: page, html } = await get(app, "/", cookie);
    assert.equal(page.headers.get("cache-control"), "private, no-store");
    const { res: json } = await get(app, "/api/account/get-user", cookie);
    assert.equal(json.headers.get("cache-control"), "private, no-store");
    const { res: visitor } = await get(app, "/");
    assert.notEqual(visitor.headers.get("cache-control"), "private, no-store");
    const css = html.match(/href="(\/styles\.css\?[^"]+)"/)?.[1];
    const script = html.match(/rel="modulepreload" href="([^"]+\.js)"/)?.[1];
    assert.ok(css && script, "the page links a hashed stylesheet and an island bundle");
    for (const path of [css, script]) {
      const { res } = await get(app, path.replaceAll("&amp;", "&"), cookie);
      assert.equal(res.status, 200, path);
      assert.equal(res.headers.get("cache-control"), "public, max-age=31536000, immutable", path);
    }
  });
});

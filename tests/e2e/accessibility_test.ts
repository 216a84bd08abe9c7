// Accessibility on every page (issue 32): axe-core with the WCAG 2.2 AA rule set finds nothing, and
// at 390 px no page scrolls sideways. Every page route of the registry (lib/routes), opened as a
// demo persona allowed to open it, with real ids found by following the personas' links (a detail
// page without a record in the demo data is opened with a sample id, i.e. its 404 page).
// To keep the run short, one Chromium page is reused for everything: every route at 390 px in both
// languages, and at desktop width (1280 px) in English.
import assert from "node:assert/strict";
import axe from "axe-core";
import { getUserByEmail, publicUser } from "../../lib/auth/store.ts";
import { decide, patternFor } from "../../lib/access/table.ts";
import { ROUTES } from "../../lib/routes/registry.ts";
import { buildNav, navLinks } from "../../lib/nav/menu.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { signIn } from "../helpers/auth.ts";
import { launchBrowser } from "../helpers/browser.ts";
import { serve } from "../helpers/server.ts";

const PHONE = 390;
const DESKTOP = 1280;
const RUNS = [
  { width: PHONE, locale: "en-US" },
  { width: PHONE, locale: "fr-CA" },
  { width: DESKTOP, locale: "en-US" },
] as const;
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
/** Rules a route may break by design, and why. */
const EXCEPTIONS: Record<string, { rule: string; why: string }> = {
  "/dashboards/mystery-minis": {
    rule: "meta-refresh",
    why: "a live leaderboard on a store TV refreshes itself (WCAG 2.2.1's real-time exception)",
  },
};
/** Personas in the order tried: the one who may open the most first. */
const ORDER = [
  "admin@example.com",
  "owner@example.com",
  "buyer@example.com",
  "vendor@example.com",
  "fulfillment@example.com",
  "team@example.com",
  "sales@example.com",
  "program@example.com",
  "staff@example.com",
];

/** Files that are no page (feeds, a service worker, downloads): nothing to look at. */
function isPageRoute(pattern: string): boolean {
  return !pattern.startsWith("/api/") && !/\.(xml|ics|js|json|csv|pdf|png|svg)$/.test(pattern);
}

interface Target {
  pattern: string;
  path: string;
  email: string | null;
}

const HREF = /\bhref="([^"#]*)/g;

/** One concrete path per page route, with the first persona (in ORDER) that gets it as a page. */
async function targets(app: TestApp): Promise<{ list: Target[]; cookies: Map<string, string> }> {
  const found = new Map<string, Target>();
  const cookies = new Map<string, string>();
  const isHtml200 = (res: Response) =>
    res.status === 200 && (res.headers.get("content-type") ?? "").includes("text/html");
  for (const email of ORDER) {
    const user = publicUser((await getUserByEmail(app.kv, email))!);
    const cookie = await signIn(app, email);
    cookies.set(email, cookie);
    const queue = [
      "/",
      ...[...navLinks(buildNav({ user })), ...buildNav({ user }).more].map((l) => l.href),
    ];
    const fetched = new Set<string>();
    while (queue.length) {
      const url = new URL(queue.shift()!, "http://localhost");
      if (url.origin !== "http://localhost") continue;
      const hit = patternFor(url.pathname);
      if (!hit || !isPageRoute(hit.pattern) || fetched.has(hit.pattern)) continue;
      fetched.add(hit.pattern);
      const res = await app.fetch(url.pathname + url.search, { headers: { cookie } });
      if (!isHtml200(res)) {
        await res.body?.cancel();
        continue;
      }
      const html = await res.text();
      if (!found.has(hit.pattern)) {
        found.set(hit.pattern, { pattern: hit.pattern, path: url.pathname + url.search, email });
      }
      for (const [, link] of html.matchAll(HREF)) {
        queue.push(new URL(link.replaceAll("&amp;", "&"), url).href);
      }
    }
  }
  // Routes no link led to: the pattern itself (sample ids) as the first persona allowed.
  for (const route of ROUTES.values()) {
    if (!isPageRoute(route.pattern) || found.has(route.pattern)) continue;
    const path = route.pattern.replace("/:env(sandbox)?", "").replace(/:(\w+)/g, "1");
    let email: string | null = null;
    if (!decide(null, path, route.pattern).allowed) {
      for (const candidate of ORDER) {
        const user = publicUser((await getUserByEmail(app.kv, candidate))!);
        if (decide(user, path, route.pattern).allowed) {
          email = candidate;
          break;
        }
      }
    }
    found.set(route.pattern, { pattern: route.pattern, path, email });
  }
  return { list: [...found.values()], cookies };
}

Deno.test({
  name: "axe (WCAG 2.2 AA) finds nothing and nothing scrolls sideways at 390 px, on every route",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const app = await createTestApp();
    const server = serve(app.handler);
    const browser = await launchBrowser();
    const problems: string[] = [];
    try {
      const { list, cookies } = await targets(app);
      const context = await browser.newContext();
      context.setDefaultTimeout(20000);
      await context.addInitScript({ content: axe.source });
      const page = await context.newPage();
      const host = new URL(server.origin).hostname;
      const port = new URL(server.origin).port;
      for (const target of list) {
        for (const run of RUNS) {
          await context.clearCookies();
          const jar: { name: string; value: string }[] = [{ name: "locale", value: run.locale }];
          if (target.email) {
            for (const pair of cookies.get(target.email)!.split("; ")) {
              const at = pair.indexOf("=");
              jar.push({ name: pair.slice(0, at), value: pair.slice(at + 1) });
            }
          }
          await context.addCookies(jar.map((c) => ({ ...c, domain: host, path: "/" })));
          await page.setViewportSize({ width: run.width, height: 800 });
          const where = `${target.path} (${
            target.email ?? "visitor"
          }, ${run.width} px, ${run.locale})`;
          const res = await page.goto(`http://${host}:${port}${target.path}`, {
            waitUntil: "load",
          }).catch(() => null);
          if (!res || !(res.headers()["content-type"] ?? "").includes("text/html")) continue;
          if (run.width === PHONE) {
            const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
            if (scroll > PHONE) problems.push(`${where}: ${scroll} px wide`);
          }
          const violations = await page.evaluate(
            async (tags) => {
              // deno-lint-ignore no-explicit-any
              const w = globalThis as any;
              const result = await w.axe.run(document, {
                runOnly: { type: "tag", values: tags },
                resultTypes: ["violations"],
              });
              // deno-lint-ignore no-explicit-any
              return result.violations.map((v: any) =>
                // deno-lint-ignore no-explicit-any
                `${v.id}: ${v.nodes.slice(0, 3).map((n: any) => n.target.join(" ")).join(" | ")}`
              );
            },
            TAGS,
          );
          const allowed = EXCEPTIONS[target.pattern]?.rule;
          for (const v of violations) {
            if (!v.startsWith(`${allowed}:`)) problems.push(`${where}: ${v}`);
          }
        }
      }
      assert.ok(list.length > 150, `only ${list.length} routes checked`);
      assert.deepEqual(problems, []);
    } finally {
      await browser.close();
      await server.close();
      app.close();
    }
  },
});

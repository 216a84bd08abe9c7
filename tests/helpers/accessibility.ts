// The accessibility walk (issue 32), shared by the tests/e2e/accessibility_*_test.ts files: axe-core
// with the WCAG 2.2 AA rule set finds nothing, and at 390 px no page scrolls sideways, on every page
// route of the registry (lib/routes), opened as a demo persona allowed to open it, with real ids
// found by following the personas' links (a detail page without a record in the demo data is
// opened with a sample id, i.e. its 404 page). Every route at 390 px in both languages and at
// desktop width (1280 px) in English. The routes are dealt to several test files, which
// `deno test --parallel` runs side by side; the list itself is found once per test run.
import assert from "node:assert/strict";
import axe from "axe-core";
import type { Page } from "playwright-core";
import { getUserByEmail, publicUser } from "../../lib/auth/store.ts";
import { decide, patternFor } from "../../lib/access/table.ts";
import { ROUTES } from "../../lib/routes/registry.ts";
import { buildNav, navLinks } from "../../lib/nav/menu.ts";
import { createTestApp, type TestApp } from "./app.ts";
import { signIn } from "./auth.ts";
import { bounded, cookiesFor, launchBrowser } from "./browser.ts";
import { browserApp } from "./browser_app.ts";
import { runOnce } from "./run_once.ts";

const PHONE = 390;
const DESKTOP = 1280;
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
async function findTargets(app: TestApp): Promise<Target[]> {
  const found = new Map<string, Target>();
  const isHtml200 = (res: Response) =>
    res.status === 200 && (res.headers.get("content-type") ?? "").includes("text/html");
  for (const email of ORDER) {
    const user = publicUser((await getUserByEmail(app.kv, email))!);
    const cookie = await signIn(app, email);
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
  return [...found.values()];
}

/** The run's list of targets, found by the first walk file to ask (every copy holds the same data). */
function targets(): Promise<Target[]> {
  return runOnce("accessibility-targets", async () => {
    const app = await createTestApp();
    try {
      return await findTargets(app);
    } finally {
      app.close();
    }
  });
}

/** axe's violations on the page as it is now, as "rule: targets" lines. */
function violations(page: Page, where: string): Promise<string[]> {
  return bounded(
    page.evaluate(async (tags) => {
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
    }, TAGS),
    `axe on ${where}`,
    60_000,
  );
}

/**
 * The walk over the targets dealt to part `part` of `parts` (every parts-th of the list). English is
 * loaded once at 390 px and checked again after widening to 1280 px: the same document, so one
 * navigation serves both widths.
 */
export function accessibilityWalk(part: number, parts: number) {
  Deno.test({
    name: `axe (WCAG 2.2 AA) finds nothing and nothing scrolls sideways at 390 px, routes part ${
      part + 1
    } of ${parts}`,
    sanitizeResources: false,
    sanitizeOps: false,
    async fn() {
      // The run's Chromium starts (in its own process, on the idle core) while the first file to
      // ask finds the targets and the others wait for them. The app comes after: one app at a time
      // in a test file (lib/app_context.ts is global).
      const connecting = launchBrowser();
      connecting.catch(() => {}); // awaited by browserApp, where a failure fails the test
      const all = await targets().catch(async (error) => {
        await connecting.then((browser) => bounded(browser.close(), "browser.close"), () => {});
        throw error;
      });
      const { app, server, browser, close } = await browserApp({}, connecting);
      const problems: string[] = [];
      const cookies = new Map<string, string>();
      try {
        assert.ok(all.length > 150, `only ${all.length} routes found`);
        const list = all.filter((_, i) => i % parts === part);
        // One page for the whole part: its cache keeps the shell's styles and scripts warm.
        const context = await bounded(browser.newContext(), "newContext");
        context.setDefaultTimeout(20000);
        await context.addInitScript({ content: axe.source });
        const page = await context.newPage();
        for (const locale of ["en-US", "fr-CA"]) {
          const widths = locale === "en-US" ? [PHONE, DESKTOP] : [PHONE];
          for (const target of list) {
            let cookie = "";
            if (target.email) {
              if (!cookies.has(target.email)) {
                cookies.set(target.email, await signIn(app, target.email));
              }
              cookie = cookies.get(target.email)!;
            }
            await bounded(context.clearCookies(), "clearCookies");
            await bounded(
              context.addCookies(cookiesFor(`locale=${locale}; ${cookie}`, server.origin)),
              "addCookies",
            );
            await page.setViewportSize({ width: PHONE, height: 800 });
            const res = await page.goto(`${server.origin}${target.path}`, { waitUntil: "load" })
              .catch(() => null);
            if (!res || !(res.headers()["content-type"] ?? "").includes("text/html")) continue;
            for (const width of widths) {
              const where = `${target.path} (${target.email ?? "visitor"}, ${width} px, ${locale})`;
              if (width === PHONE) {
                const scroll = await bounded(
                  page.evaluate(() => document.documentElement.scrollWidth),
                  where,
                );
                if (scroll > PHONE) problems.push(`${where}: ${scroll} px wide`);
              } else {
                await page.setViewportSize({ width, height: 800 });
              }
              const allowed = EXCEPTIONS[target.pattern]?.rule;
              for (const v of await violations(page, where)) {
                if (!v.startsWith(`${allowed}:`)) problems.push(`${where}: ${v}`);
              }
            }
          }
        }
        assert.deepEqual(problems, []);
      } finally {
        await close();
      }
    },
  });
}

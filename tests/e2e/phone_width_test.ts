// Phones (issue 32): at 390 px wide no page scrolls sideways — wide tables scroll inside their own
// box — and the top bar is one row with a menu button. Every page of the menus and the home page's
// "More" list, as each verified demo persona that reaches it.
import assert from "node:assert/strict";
import { PERSONAS } from "../../lib/auth/demo.ts";
import { getUserByEmail, publicUser } from "../../lib/auth/store.ts";
import { buildNav, navLinks } from "../../lib/nav/menu.ts";
import { createTestApp } from "../helpers/app.ts";
import { DEMO_PASSWORD } from "../helpers/auth.ts";
import { launchBrowser } from "../helpers/browser.ts";
import { serve } from "../helpers/server.ts";

const WIDTH = 390;

/** The promise's value, or a rejection after `ms` (the promise itself is left to settle). */
function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

Deno.test({
  name: "at 390 px no page is wider than the screen and the top bar is one row",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const app = await createTestApp();
    const server = serve(app.handler);
    const browser = await launchBrowser();
    const wide: string[] = [];
    const seen = new Set<string>();
    try {
      for (const persona of PERSONAS.filter((p) => p.verified)) {
        const user = publicUser((await getUserByEmail(app.kv, persona.email))!);
        const model = buildNav({ user });
        const paths = ["/", ...[...navLinks(model), ...model.more].map((l) => l.href)]
          .filter((href) => href.startsWith("/") && !seen.has(href));
        if (!paths.length) continue;
        const signedIn = async () => {
          const context = await browser.newContext({ viewport: { width: WIDTH, height: 800 } });
          context.setDefaultTimeout(20000);
          const page = await context.newPage();
          await page.goto(`${server.origin}/account`);
          await page.fill("#login-email", persona.email);
          await page.fill("#login-password", DEMO_PASSWORD);
          await Promise.all([
            page.waitForURL(`${server.origin}/account`),
            page.click("#login-submit"),
          ]);
          return { context, page };
        };
        let session = await within(60_000, signedIn());
        for (const path of paths) {
          seen.add(path);
          const measure = async (page: typeof session.page) => {
            // A page that answers a download or an aborted navigation has no layout to measure.
            const res = await page.goto(`${server.origin}${path}`, {
              waitUntil: "domcontentloaded",
              timeout: 20000,
            }).catch(() => null);
            if (!res || !(res.headers()["content-type"] ?? "").includes("text/html")) return null;
            return await page.evaluate(() => ({
              scroll: document.documentElement.scrollWidth,
              bar: document.querySelector(".topbar")?.getBoundingClientRect().height ?? 0,
            }));
          };
          // Playwright's evaluate has no timeout of its own: a page that never answers it (seen
          // twice in full parallel runs, never alone) gets one more try in a fresh context, and a
          // second stall is reported as a failure, never a hung run.
          let figures = await within(45_000, measure(session.page)).catch(() => undefined);
          if (figures === undefined) {
            session.context.close().catch(() => {});
            session = await within(60_000, signedIn());
            figures = await within(45_000, measure(session.page)).catch(() => undefined);
            if (figures === undefined) wide.push(`${persona.email} ${path}: no answer in 45 s`);
          }
          if (!figures) continue;
          const { scroll, bar } = figures;
          if (scroll > WIDTH) wide.push(`${persona.email} ${path}: ${scroll} px wide`);
          if (bar > 80) wide.push(`${persona.email} ${path}: top bar ${Math.round(bar)} px tall`);
        }
        await within(20_000, session.context.close()).catch(() => {});
      }
      assert.deepEqual(wide, []);
    } finally {
      await within(20_000, browser.close()).catch(() => {});
      await server.close();
      app.close();
    }
  },
});

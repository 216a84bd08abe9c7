// Phones (issue 32): at 390 px wide no page scrolls sideways — wide tables scroll inside their own
// box — and the top bar is one row with a menu button. Every page of the menus and the home page's
// "More" list, as each verified demo persona that reaches it.
import assert from "node:assert/strict";
import { browserApp } from "../helpers/browser_app.ts";
import { PERSONAS } from "../../lib/auth/demo.ts";
import { getUserByEmail, publicUser } from "../../lib/auth/store.ts";
import { buildNav, navLinks } from "../../lib/nav/menu.ts";
import { bounded, personaContext } from "../helpers/browser.ts";

const WIDTH = 390;

Deno.test({
  name: "at 390 px no page is wider than the screen and the top bar is one row",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const { app, server, browser, close } = await browserApp();
    const wide: string[] = [];
    const signedOut: string[] = [];
    const seen = new Set<string>();
    try {
      for (const persona of PERSONAS.filter((p) => p.verified)) {
        const user = publicUser((await getUserByEmail(app.kv, persona.email))!);
        const model = buildNav({ user });
        const paths = ["/", ...[...navLinks(model), ...model.more].map((l) => l.href)]
          .filter((href) => href.startsWith("/") && !seen.has(href));
        if (!paths.length) continue;
        // Signed in by cookie: no page of the walk navigates by itself, so every goto is the
        // page's only navigation and evaluate always has a document to answer from.
        const context = await personaContext(browser, app, server.origin, persona.email, {
          viewport: { width: WIDTH, height: 800 },
        });
        const page = await context.newPage();
        for (const path of paths) {
          seen.add(path);
          const where = `${persona.email} ${path}`;
          const res = await page.goto(`${server.origin}${path}`, {
            waitUntil: "domcontentloaded",
            timeout: 20000,
          }).catch(() => null);
          // A page that answers a download has no layout to measure.
          if (!res || !(res.headers()["content-type"] ?? "").includes("text/html")) continue;
          if (res.status() === 401) signedOut.push(where);
          const { scroll, bar } = await bounded(
            page.evaluate(() => ({
              scroll: document.documentElement.scrollWidth,
              bar: document.querySelector(".topbar")?.getBoundingClientRect().height ?? 0,
            })),
            where,
          );
          if (scroll > WIDTH) wide.push(`${where}: ${scroll} px wide`);
          if (bar > 80) wide.push(`${where}: top bar ${Math.round(bar)} px tall`);
        }
        await bounded(context.close(), "close");
      }
      assert.deepEqual(signedOut, [], "every page is measured as its persona, signed in");
      assert.deepEqual(wide, []);
    } finally {
      await close();
    }
  },
});

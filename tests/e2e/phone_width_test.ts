// Phones (issue 32): at 390 px wide no page scrolls sideways — wide tables scroll inside their own
// box — the top bar is one row with a menu button, and no link styled as a button is split across
// lines. Every page of the menus and the home page's "More" list, as each verified demo persona
// that reaches it, in French (the longer texts).
import assert from "node:assert/strict";
import { browserApp } from "../helpers/browser_app.ts";
import { PERSONAS } from "../../lib/auth/demo.ts";
import { getUserByEmail, publicUser } from "../../lib/auth/store.ts";
import { buildNav, navLinks } from "../../lib/nav/menu.ts";
import type { Page } from "playwright-core";
import { bounded, personaContext } from "../helpers/browser.ts";
import { signInFrench } from "../routes/head-office/helpers.ts";

const WIDTH = 390;

/**
 * Classes a stylesheet of one area styles on their own (a selector `.name` or `tag.name`, not
 * `.context .name`), from static/*.css but the shared styles.css and shell.css: a page that uses
 * one must load a sheet with a rule for it (a class styled only in specials.css left the showcloud
 * order's tabs unstyled).
 */
async function areaClasses(): Promise<string[]> {
  const out = new Set<string>();
  for await (const file of Deno.readDir(new URL("../../static/", import.meta.url))) {
    if (!file.name.endsWith(".css") || ["styles.css", "shell.css"].includes(file.name)) continue;
    const css = await Deno.readTextFile(new URL(`../../static/${file.name}`, import.meta.url));
    const rules = css.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/([^{}]+)\{[^}]*\}/g);
    for (const [, selectors] of rules) {
      for (const selector of selectors.split(",")) {
        const own = selector.trim().match(/^[a-z]*\.([A-Za-z][\w-]*)$/);
        if (own) out.add(own[1]);
      }
    }
  }
  return [...out];
}

/** What is wrong with the page shown at 390 px: each problem as a line naming `where`. */
async function measure(page: Page, where: string, styled: string[]): Promise<string[]> {
  const { lang, scroll, bar, split, unstyled } = await bounded(
    page.evaluate((styled) => {
      const loaded = new Set<string>();
      for (const sheet of document.styleSheets) {
        for (const rule of sheet.cssRules) {
          const selector = (rule as CSSStyleRule).selectorText ?? rule.cssText;
          for (const [, name] of selector.matchAll(/\.([A-Za-z][\w-]*)/g)) loaded.add(name);
        }
      }
      const used = new Set(
        [...document.querySelectorAll("[class]")].flatMap((el) => [...el.classList]),
      );
      return {
        lang: document.documentElement.lang,
        scroll: document.documentElement.scrollWidth,
        bar: document.querySelector(".topbar")?.getBoundingClientRect().height ?? 0,
        split: [...document.querySelectorAll("a.button")]
          .filter((a) => a.getClientRects().length > 1)
          .map((a) => a.textContent?.trim()),
        unstyled: styled.filter((name) => used.has(name) && !loaded.has(name)),
      };
    }, styled),
    where,
  );
  return [
    ...(lang === "fr-CA" ? [] : [`${where}: in ${lang}, not French`]),
    ...(scroll > WIDTH ? [`${where}: ${scroll} px wide`] : []),
    ...(bar > 80 ? [`${where}: top bar ${Math.round(bar)} px tall`] : []),
    ...split.map((label) => `${where}: button link "${label}" split across lines`),
    ...unstyled.map((name) => `${where}: .${name} has no rule in its sheets`),
  ];
}

Deno.test({
  name: "at 390 px no page is wider than the screen and the top bar is one row",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const { app, server, browser, close } = await browserApp();
    const styled = await areaClasses();
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
          cookie: await signInFrench(app, persona.email),
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
          wide.push(...await measure(page, where, styled));
        }
        await bounded(context.close(), "close");
      }
      // The walk measures each page once, as the first persona that reaches it; the owner's
      // signage queue has rows, so its PDF link shows (it used to split over the text before it).
      const owner = await personaContext(browser, app, server.origin, "owner@example.com", {
        viewport: { width: WIDTH, height: 800 },
        cookie: await signInFrench(app, "owner@example.com"),
      });
      const signage = await owner.newPage();
      await signage.goto(`${server.origin}/resources/signage-generator`);
      const pdf = signage.locator("a.button[data-queue-pdf]");
      assert.equal(await pdf.count(), 1, "the owner's queue has signs to print");
      assert.equal(
        await pdf.evaluate((a) => a.getClientRects().length),
        1,
        "the PDF link is one box",
      );
      // The owner's three stores are tabs of the showcloud order, apart (they used to run together
      // where the page's stylesheet lacked the tabs' rule); pages with ids, as the owner.
      for (const path of ["/showcloud/V200/order", "/showcloud/V200", "/showcloud/orders"]) {
        await signage.goto(`${server.origin}${path}`);
        wide.push(...await measure(signage, `owner@example.com ${path}`, styled));
      }
      await signage.goto(`${server.origin}/showcloud/V200/order`);
      const gaps = await signage.locator("nav.tabs a").evaluateAll((tabs) =>
        tabs.slice(1).map((tab, i) =>
          tab.getBoundingClientRect().left - tabs[i].getBoundingClientRect().right
        )
      );
      assert.equal(gaps.length, 2, "three store tabs");
      for (const gap of gaps) assert.ok(gap >= 8 || gap < -100, `store tabs apart (gap ${gap} px)`);
      await bounded(owner.close(), "close");
      assert.deepEqual(signedOut, [], "every page is measured as its persona, signed in");
      assert.deepEqual(wide, []);
    } finally {
      await close();
    }
  },
});

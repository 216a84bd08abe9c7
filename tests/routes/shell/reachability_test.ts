// Every page has a way in (issue 32): for every verified demo persona, starting from the menu model
// (lib/nav/menu.ts) and the home page, follow the links of every page the persona opens; every page
// route the access table lets the persona open must be reached, or be listed in UNLINKED with why.
import assert from "node:assert/strict";
import { PERSONAS } from "../../../lib/auth/demo.ts";
import { getUserByEmail, publicUser } from "../../../lib/auth/store.ts";
import { ACCESS_TABLE, decide, patternFor } from "../../../lib/access/table.ts";
import { ROUTES } from "../../../lib/routes/registry.ts";
import { buildNav, navLinks } from "../../../lib/nav/menu.ts";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";

/** Pages reached from outside the menus and pages (mail, redirects, other tools), and why. */
const UNLINKED: Record<string, string> = {
  "/account/change-password/:token": "opened from the password-reset mail",
  "/account/verify-email/:token": "opened from the verification mail",
  "/account/sign-in": "where the login panel's plain form posts (visitors get the panel anywhere)",
  "/dashboards/mystery-minis": "a wall display without layout, opened by URL on the store's screen",
  "/admin/tasks/:guid": "a task's progress page, reached by the redirect after starting the task",
  "/open-to-buy/results/:guid": "a report run's results, reached by the redirect after running it",
  "/head-office/quote-parser/:guid": "a parse's results, reached by the redirect after an upload",
  "/reporting/sales/:guid": "a sales report run, reached by the redirect after running it",
  "/reporting/stock/:guid": "a stock report run, reached by the redirect after running it",
  // Detail pages whose list pages link each record, but the demo data has no record to list.
  "/showcloud/orders/:order_id/wizard": "linked from each draft on /showcloud/orders/{id}",
  "/marketing/items/migrate/:from_id/:to_id": "the redirect of the move form on an item's page",
  "/fulfillment/:env(sandbox)?/returns/:id": "linked from each return on a package's page",
  "/fulfillment/:env(sandbox)?/returns/routing/:id": "linked from each return's page",
  "/fulfillment/:env(sandbox)?/shipments/:batch_id": "linked from each batch on /shipments",
  "/fulfillment/admin/returns/:id": "linked from each return of an order's accounting page",
  "/head-office/show/:show/announcements/:id": "linked from each note on the announcements page",
};

/** A path of a pattern with placeholder values, for the access decision (params not validated). */
function samplePath(pattern: string): string {
  return pattern.replace("/:env(sandbox)?", "").replace(/:(\w+)/g, "x");
}

/** Page routes (not the JSON API) the user may open according to the access table. */
function openablePages(user: Parameters<typeof decide>[0]): string[] {
  return [...ROUTES.values()]
    .filter((r) => r.area !== "api" && !r.pattern.startsWith("/api/"))
    .filter((r) => ACCESS_TABLE.routes.has(r.pattern))
    .filter((r) => decide(user, samplePath(r.pattern), r.pattern).allowed)
    .map((r) => r.pattern);
}

const HREF = /\bhref="([^"#]*)/g;

Deno.test({
  name: "every page a persona may open is linked from a menu or from a page it can reach",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const app = await createTestApp();
    try {
      const unreached: Array<[string, string, string]> = [];
      const reachedByAnyone = new Set<string>();
      for (const persona of PERSONAS.filter((p) => p.verified)) {
        const user = publicUser((await getUserByEmail(app.kv, persona.email))!);
        const cookie = await signIn(app, persona.email);
        const reached = new Set<string>();
        const model = buildNav({ user });
        const queue = ["/", ...[...navLinks(model), ...model.more].map((l) => l.href)];
        const fetched = new Set<string>();
        while (queue.length) {
          const href = queue.shift()!;
          const url = new URL(href, "http://localhost");
          if (url.origin !== "http://localhost") continue;
          const found = patternFor(url.pathname);
          if (!found || found.pattern.startsWith("/api/")) continue;
          reached.add(found.pattern);
          // One page per route and environment is enough to learn where it links.
          const key = found.pattern + (found.params.env ?? "");
          if (fetched.has(key)) continue;
          fetched.add(key);
          const res = await app.fetch(url.pathname + url.search, { headers: { cookie } });
          const html = (res.headers.get("content-type") ?? "").includes("text/html")
            ? await res.text()
            : (await res.body?.cancel(), "");
          if (res.status !== 200) continue;
          for (const [, link] of html.matchAll(HREF)) {
            queue.push(new URL(link.replaceAll("&amp;", "&"), url).href);
          }
        }
        for (const r of reached) reachedByAnyone.add(r);
        for (const pattern of openablePages(user)) {
          if (!reached.has(pattern) && !UNLINKED[pattern]) {
            unreached.push([persona.email, cookie, pattern]);
          }
        }
      }
      const missing: string[] = [];
      for (const [email, cookie, pattern] of unreached) {
        if (pattern.includes(":")) {
          // A detail page: its list page links to each record, but this persona's demo data may
          // have none; it is enough that some persona reached one.
          if (!reachedByAnyone.has(pattern)) missing.push(`${email} ${pattern}`);
          continue;
        }
        // A page the handler refuses this persona (e.g. staff accounts for a store admin only),
        // or a file that is no page (a service worker, a feed), needs no link.
        const res = await app.fetch(pattern, { headers: { cookie } });
        const page = res.status === 200 &&
          (res.headers.get("content-type") ?? "").includes("text/html");
        await res.body?.cancel();
        if (page) missing.push(`${email} ${pattern}`);
      }
      assert.deepEqual(missing, [], "pages with no way in");
    } finally {
      app.close();
    }
  },
});

// The route matrix: every route of the manifest (fresh.gen.ts), with sample parameters, for every
// demo persona and an anonymous visitor, answers the status the access table gives — 200 when
// allowed (or the status listed in ALLOWED_STATUS for routes that legitimately answer otherwise with
// sample data), 401 when denied. It also fails when a route of spec section 2 is missing (that every
// route file has a registry entry and every entry a file: tests/unit/routes/registry_test.ts).
import assert from "node:assert/strict";
import manifest from "../../fresh.gen.ts";
import { routePatterns } from "../../lib/fresh/router.ts";
import { decide } from "../../lib/access/table.ts";
import { PERSONAS } from "../../lib/auth/demo.ts";
import { getUserByEmail, publicUser } from "../../lib/auth/store.ts";
import type { User } from "../../lib/auth/types.ts";
import { createTestApp } from "../helpers/app.ts";
import { signIn } from "../helpers/auth.ts";
import { listenForTasks } from "../../lib/tasks/queue.ts";

/** Spec section 2, transcribed: every screen route ({env?} = absent or sandbox). */
const SPEC_ROUTES = [
  "/",
  "/blog",
  "/blog/{blog_id}",
  "/blog/tags/{tag}",
  "/support",
  "/account",
  "/account/lightspeed",
  "/account/staff-accounts",
  "/account/change-password",
  "/account/change-password/{token}",
  "/account/verify-email/{token}",
  "/pages/{permalink}",
  "/show/files",
  "/show/archives",
  "/show/{show}",
  "/show/{show}/files",
  "/show/{show}/vendor-pages",
  "/show/{show}/vendor-pages/{vendor}",
  "/showcloud",
  "/showcloud/shipping",
  "/showcloud/orders",
  "/showcloud/orders/{order_id}",
  "/showcloud/orders/{order_id}/wizard",
  "/showcloud/{vendor}",
  "/showcloud/{vendor}/order",
  "/showcloud/{vendor}/books/{bpg_id}",
  "/specials",
  "/specials/view/{form_id}",
  "/specials/orders/edit/{order_id}",
  "/open-to-buy",
  "/open-to-buy/reports",
  "/open-to-buy/reports/{report_id}",
  "/open-to-buy/results/{guid}",
  "/scan-pal",
  "/scan-pal/lists",
  "/pos-docs",
  "/admin",
  "/admin/cache",
  "/admin/locally",
  "/admin/easypost",
  "/admin/pos",
  "/admin/pos/versions",
  "/admin/pos/stores/{store_number}",
  "/admin/pages",
  "/admin/pages/edit/{id}",
  "/admin/users/{id}",
  "/admin/tasks/{guid}",
  "/admin/recent-visits",
  "/admin/response-times",
  "/admin/store-shipping-information",
  "/admin/store-shipping-information/{store_number}",
  "/admin/{table}",
  "/admin/{table}/{id}",
  "/marketing",
  "/marketing/items",
  "/marketing/items/{id}",
  "/marketing/items/merge/{vendor}",
  "/marketing/items/system-changes",
  "/marketing/items/migrate/{from_id}/{to_id}",
  "/marketing/items/by-sale-date/{start_date}/{end_date}",
  "/marketing/sync-errors",
  "/marketing/price-import",
  "/marketing/shopify-sync",
  "/marketing/shopify-files",
  "/marketing/shopify-reviews",
  "/marketing/collections",
  "/marketing/master-items",
  "/marketing/master-items/{id}",
  "/marketing/size-guides",
  "/marketing/size-guides/{id}",
  "/marketing/assortments/{id}",
  "/marketing/assortments/{id}/hda-link",
  "/marketing/vendors/{vendor_number}",
  "/head-office",
  "/head-office/api-docs",
  "/head-office/show",
  "/head-office/show/management",
  "/head-office/show/{show}",
  "/head-office/show/{show}/attendance",
  "/head-office/show/{show}/announcements",
  "/head-office/show/{show}/announcements/{id}",
  "/head-office/show/vendors/{vendor_number}",
  "/head-office/show/vendors/pages/{page_id}",
  "/head-office/show/categories/{category_id}",
  "/head-office/stock-check",
  "/head-office/pricing/sales",
  "/head-office/pricing/editor",
  "/head-office/pricing/schedule",
  "/head-office/mappings",
  "/head-office/specials",
  "/head-office/specials/orders",
  "/head-office/specials/edit/{form_id}",
  "/head-office/specials/preview/{form_id}",
  "/head-office/launch-schedule",
  "/head-office/pos-data-bundles",
  "/head-office/store-master",
  "/head-office/store-master/map",
  "/head-office/store-master/{store}",
  "/head-office/omnichannel-stock",
  "/head-office/member-upc-adoption",
  "/head-office/orderdynamics-sales",
  "/head-office/quote-parser",
  "/head-office/quote-parser/config",
  "/head-office/quote-parser/{guid}",
  "/head-office/blog-management",
  "/head-office/blog-management/create",
  "/head-office/blog-management/edit/{post_id}",
  "/head-office/showcloud-booking-reports",
  "/reporting/member-list",
  "/reporting/sales/{guid}",
  "/reporting/stock/{guid}",
  "/reporting/report-builder",
  "/reporting/stock-sales-watchlist",
  "/reporting/bauer-elp-reports",
  "/reporting/shopify-sync/{store}",
  "/dashboards/mystery-minis",
  "/dashboards/group-dashboard",
  "/dashboards/member-dashboard",
  "/dashboards/vendor-dashboard",
  "/dashboards/customer-dashboard",
  "/dashboards/item/{item_number}",
  "/resources/upc-validation",
  "/resources/upcoming-price-changes",
  "/resources/marketing-assets",
  "/resources/signage-generator",
  "/resources/pos-documentation",
  "/resources/department-reference",
  "/resources/store-training",
  "/resources/store-training/users/{id}",
  "/fulfillment/{env?}",
  "/fulfillment/{env?}/returns/{id}",
  "/fulfillment/{env?}/routing/{id}",
  "/fulfillment/{env?}/packages/{id}",
  "/fulfillment/{env?}/analytics",
  "/fulfillment/{env?}/shipments",
  "/fulfillment/{env?}/shipments/{batch_id}",
  "/fulfillment/{env?}/accounting",
  "/fulfillment/{env?}/team-quotes/{id}",
  "/fulfillment/{env?}/returns/routing/{id}",
  "/fulfillment/admin/{env?}",
  "/fulfillment/admin/reports",
  "/fulfillment/admin/returns/{id}",
  "/fulfillment/admin/accounting",
  "/fulfillment/admin/accounting/payouts",
  "/fulfillment/admin/accounting/payouts/{env}/{payout_number}",
  "/fulfillment/admin/team-quotes",
  "/fulfillment/admin/{env?}/penalties",
  "/fulfillment/admin/{env?}/orders/{order_number}",
  "/fulfillment/admin/{env?}/orders/{order_number}/accounting",
];

/** Spec notation → the runtime's URL pattern. */
function specPattern(route: string): string {
  return route.replace("/{env?}", "/:env(sandbox)?").replace(/\{(\w+)\}/g, ":$1");
}

/** A sample value per parameter name (valid for the validate rules). */
const SAMPLE: Record<string, string> = {
  blog_id: "1",
  tag: "news",
  token: "not-a-real-token",
  permalink: "website-member-sop",
  show: "fall-2026",
  vendor: "V100",
  order_id: "1",
  bpg_id: "1",
  book: "1",
  form_id: "1",
  report_id: "1",
  guid: "0a1b2c3d-0000-4000-8000-00000000abcd",
  store_number: "1234",
  store: "1234",
  id: "1",
  table: "stores",
  from_id: "1",
  to_id: "2",
  start_date: "2026-11-01",
  end_date: "2026-11-30",
  vendor_number: "V100",
  page_id: "1",
  category_id: "1",
  post_id: "1",
  item_number: "100001",
  batch_id: "1",
  payout_number: "P-1",
  order_number: "1001",
};

/** Sample paths of a pattern (both environments for the optional fulfillment one). */
function samplePaths(pattern: string): { path: string; params: Record<string, string> }[] {
  const envs = pattern.includes(":env(sandbox)?") ? [undefined, "sandbox"] : [undefined];
  return envs.map((env) => {
    const params: Record<string, string> = {};
    let path = pattern.replace("/:env(sandbox)?", () => {
      if (env) params.env = env;
      return env ? `/${env}` : "";
    });
    path = path.replace(/:(\w+)/g, (_m, name: string) => {
      const value = name === "env" ? "live" : SAMPLE[name];
      if (value === undefined) throw new Error(`No sample value for parameter "${name}"`);
      params[name] = value;
      return encodeURIComponent(value);
    });
    if (env === undefined && pattern.includes(":env(sandbox)?")) params.env = "";
    return { path, params };
  });
}

/**
 * Allowed routes that do not answer 200 to a plain GET with the sample data, and why. Every
 * other allowed page answers 200.
 */
const ALLOWED_STATUS: Record<string, number> = {
  // JSON endpoints that only take POST.
  "/api/account/login": 405,
  "/api/account/register": 405,
  "/api/account/request-password-reset": 405,
  "/api/account/logout": 405,
  "/api/account/set-primary-store": 405,
  "/api/account/set-locale": 405,
  "/api/logs/error": 405,
  "/api/translate": 405,
  "/api/sales/import": 405,
  "/api/easypost/webhook": 405,
  "/api/fulfillment/orders": 405,
  "/api/fulfillment/sandbox/orders": 405,
  "/api/fulfillment/carrier-events": 405,
  "/api/fulfillment/sandbox/carrier-events": 405,
  "/api/scan-pal/sync": 405,
  // GET endpoints that need query parameters.
  "/api/translate/block/get": 400,
  "/api/upc/validate": 400,
  "/api/open-to-buy/left": 400,
  // The Atom feed needs its signed query (tests/routes/blog/blog_test.ts covers it).
  "/blog/feed.xml": 400,
  // So does the launch calendar (tests/routes/head-office/launch_calendar_test.ts covers it).
  "/head-office/launch-schedule.ics": 400,
};

/** Routes whose status depends on more than access with sample data: only "not 401" is checked. */
const DATA_DEPENDENT = new Set([
  "/account/change-password/:token",
  "/account/verify-email/:token",
  "/api/locale",
  "/reporting/sales/:guid",
  "/reporting/stock/:guid",
  "/admin/tasks/:guid",
  "/tasks/:guid",
  "/admin/users/:id",
  "/dashboards/item/:item_number",
  "/resources/store-training/users/:id",
  // Content by id: the sample ids do not exist (404); tests/routes/blog, pages cover real ones.
  "/blog/:blog_id",
  "/head-office/blog-management/edit/:post_id",
  "/admin/pages/edit/:id",
  "/head-office/quote-parser/:guid",
  // A file exists only once uploaded; the sample id is unknown (404 for everyone).
  "/files/:id",
  // Specials forms and orders have generated ids; the sample id is unknown (404 for everyone).
  "/specials/view/:form_id",
  "/specials/orders/edit/:order_id",
  "/head-office/specials/edit/:form_id",
  "/head-office/specials/preview/:form_id",
  // Show content, books and show orders by id: the sample ids do not exist (404 for everyone).
  "/head-office/show/:show/announcements/:id",
  "/head-office/show/categories/:category_id",
  "/head-office/show/vendors/pages/:page_id",
  "/showcloud/:vendor/books/:bpg_id",
  "/head-office/show/:show/books/:book",
  "/show/:show/linesheets/:book",
  "/showcloud/orders/:order_id",
  "/showcloud/orders/:order_id/wizard",
  // Website fulfillment: one order, return, batch or quote of the user's stores (404 otherwise).
  "/fulfillment/:env(sandbox)?/returns/:id",
  "/fulfillment/:env(sandbox)?/returns/routing/:id",
  "/fulfillment/:env(sandbox)?/routing/:id",
  "/fulfillment/:env(sandbox)?/packages/:id",
  "/fulfillment/:env(sandbox)?/shipments/:batch_id",
  "/fulfillment/:env(sandbox)?/team-quotes/:id",
  "/fulfillment/admin/:env(sandbox)?/orders/:order_number",
  // Marketing records by id: the sample ids are not items, styles, guides or assortments (404);
  // tests/routes/marketing covers real ones.
  "/marketing/items/:id",
  "/marketing/master-items/:id",
  "/marketing/size-guides/:id",
  "/marketing/assortments/:id",
  "/marketing/assortments/:id/hda-link",
  // Open-to-buy report definitions and runs have generated ids (404 for the sample ids).
  "/open-to-buy/reports/:report_id",
  "/open-to-buy/results/:guid",
  "/fulfillment/admin/:env(sandbox)?/orders/:order_number/accounting",
  "/fulfillment/admin/accounting/payouts/:env/:payout_number",
  "/fulfillment/admin/returns/:id",
]);

/**
 * Checks the route handlers make beyond the access table (the table decides who may open the
 * page; the handler may still refuse a user it has nothing to show): pattern → status or null.
 */
const ownStore = (user: User) => user.Stores.some(([n]) => n !== 1000);
const headOffice = (user: User) => user.Site_Admin || user.Role === "buyer";
const HANDLER_STATUS: Record<string, (user: User) => number | null> = {
  // lib/shows/vendor_order.ts: a store orders for itself; head office has no store to order for.
  "/showcloud/:vendor/order": (user) => (ownStore(user) ? null : 403),
  // lib/auth/staff.ts: only a store admin manages staff accounts.
  "/account/staff-accounts": (user) => (user.Store_Admin ? null : 403),
  // lib/sales/dashboards.ts chooseViewStore: store dashboards show a member's stores other than
  // head office; buyers and site admins (head office only, e.g. admin@example.com) pick any active
  // member store, so they get the page too.
  "/dashboards/member-dashboard": (user) => (ownStore(user) || headOffice(user) ? null : 403),
  "/dashboards/customer-dashboard": (user) => (ownStore(user) || headOffice(user) ? null : 403),
  // The watchlist still shows the user's own stores only.
  "/reporting/stock-sales-watchlist": (user) => (ownStore(user) ? null : 403),
  // lib/sales/dashboards.ts chooseVendor: vendor screens show the user's own vendors.
  "/dashboards/vendor-dashboard": (user) => (user.Vendors.length > 0 ? null : 403),
  "/reporting/bauer-elp-reports": (user) => (user.Vendors.length > 0 ? null : 403),
  // The scanner's item directory: for users who count in a store (vendors have none).
  "/api/scan-pal/items": (user) => (user.Stores.length > 0 ? null : 403),
  // A store's web sync: its own staff, buyers and site admins (sample store 1234).
  "/reporting/shopify-sync/:store": (user) =>
    user.Site_Admin || user.Role === "buyer" || user.Stores.some(([n]) => n === 1234) ? null : 403,
};

Deno.test("every spec route exists in the manifest", () => {
  const patterns = new Set(routePatterns(manifest));
  const missing = SPEC_ROUTES.map(specPattern).filter((pattern) => !patterns.has(pattern));
  assert.deepEqual(missing, []);
});

Deno.test("route matrix: every route × every persona and a visitor answers what the table says", async () => {
  const app = await createTestApp();
  listenForTasks(app.kv); // as main.ts does: /healthz answers 503 without it
  try {
    const identities: { name: string; user: User | null; cookie: string }[] = [
      { name: "visitor", user: null, cookie: "" },
    ];
    for (const persona of PERSONAS) {
      const record = await getUserByEmail(app.kv, persona.email);
      assert.ok(record, persona.email);
      identities.push({
        name: persona.email,
        user: publicUser(record),
        cookie: await signIn(app, persona.email),
      });
    }
    const failures: string[] = [];
    let checked = 0;
    for (const pattern of routePatterns(manifest)) {
      for (const { path, params } of samplePaths(pattern)) {
        for (const who of identities) {
          const decision = decide(who.user, path, pattern, params);
          const res = await app.fetch(path, { headers: who.cookie ? { cookie: who.cookie } : {} });
          await res.body?.cancel();
          checked++;
          if (!decision.allowed) {
            if (res.status !== decision.status) {
              failures.push(`${who.name} GET ${path}: ${res.status}, expected ${decision.status}`);
            }
          } else if (DATA_DEPENDENT.has(pattern)) {
            if (res.status === 401) failures.push(`${who.name} GET ${path}: 401, expected access`);
          } else {
            const expected = (who.user && HANDLER_STATUS[pattern]?.(who.user)) ??
              ALLOWED_STATUS[pattern] ?? 200;
            if (res.status !== expected) {
              failures.push(`${who.name} GET ${path}: ${res.status}, expected ${expected}`);
            }
          }
        }
      }
    }
    assert.deepEqual(failures, []);
    assert.ok(checked > 1000, `only ${checked} requests checked`);
  } finally {
    app.close();
  }
});

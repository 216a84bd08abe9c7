// The top navigation as data (spec section 2, "Top navigation"): a pure function of the user, their
// special reports and the active show. components/Nav.tsx only renders what this returns.
//
// Every entry has the condition the spec lists, and is also dropped when the access table would
// refuse its target (lib/access canAccess), so a menu never links to a 401 — e.g. a member with
// show data but without ordering sees no Specials entry under Program Data.
//
// Menus depend on few things (role, flags, permissions, having vendors, a head-office primary
// store), so the menus of each distinct set of capabilities are built once and kept (bounded);
// a request adds only its own parts: special reports, the active show and the store switcher.
import {
  hasPermission,
  type Permission,
  PERMISSIONS,
  primaryStore,
  type StorePair,
  type User,
} from "../auth/types.ts";
import { canAccess } from "../access/table.ts";
import { NAMED_CHECKS } from "../access/checks.ts";
import { HEAD_OFFICE_STORE } from "../stores/model.ts";
import type { ActiveShow } from "./show.ts";

export interface SpecialReport {
  href?: string;
  route?: string;
  title: string;
  description?: string;
}

/** A label is an i18n key, or literal text for data (a show's short name, a report's title). */
export type Label = { key: string } | { text: string };

export interface NavLink {
  type: "link";
  id: string;
  href: string;
  label: Label;
  /** Leaves the portal (a special report's absolute href). */
  external?: boolean;
  title?: string;
}

export interface NavMenu {
  type: "menu";
  id: string;
  label: Label;
  items: NavLink[];
}

export type NavEntry = NavLink | NavMenu;

export interface NavModel {
  /** anonymous: Home and language; unverified: Home, language, logout and a notice; full. */
  kind: "anonymous" | "unverified" | "full";
  /** Left side: Reports, Resources, Program Data, Fulfillment, the active show. */
  main: NavEntry[];
  /** Right side: Support, Head Office, Admin. */
  right: NavEntry[];
  /** Stores for the switcher (only when the user has more than one). */
  stores: StorePair[] | null;
  /** Pages the user may open that no menu offers them (the home page lists them). */
  more: NavLink[];
}

export interface NavInput {
  user: User | null;
  specialReports?: SpecialReport[];
  activeShow?: ActiveShow | null;
}

const link = (id: string, href: string, key: string): NavLink => ({
  type: "link",
  id,
  href,
  label: { key },
});

/** Everything about a user that the menus and the access checks behind them read. */
export function capabilityKey(user: User): string {
  const permissions = PERMISSIONS.filter((p) => hasPermission(user, p)).join(",");
  return [
    user.Verified,
    user.Role,
    user.Site_Admin,
    user.Vendors.length > 0,
    primaryStore(user) === HEAD_OFFICE_STORE,
    permissions,
  ].join("|");
}

interface BaseMenus {
  /** Whether the Reports menu's condition holds (special reports may need it alone). */
  reports: boolean;
  main: readonly NavEntry[];
  right: readonly NavEntry[];
  more: readonly NavLink[];
}

const MAX_CAPABILITY_SETS = 512;
const baseMenus = new Map<string, BaseMenus>();

export function buildNav({ user, specialReports = [], activeShow = null }: NavInput): NavModel {
  if (!user) return { kind: "anonymous", main: [], right: [], stores: null, more: [] };
  if (!user.Verified) return { kind: "unverified", main: [], right: [], stores: null, more: [] };
  const key = capabilityKey(user);
  let base = baseMenus.get(key);
  if (!base) {
    base = buildBaseMenus(user);
    if (baseMenus.size >= MAX_CAPABILITY_SETS) baseMenus.delete(baseMenus.keys().next().value!);
    baseMenus.set(key, base);
  }
  const allowed = (entry: NavLink) => entry.external || canAccess(user, entry.href.split("?")[0]);
  const main = [...base.main];

  // Special reports go last under Reports (creating the menu when they are its only entries).
  const specials = base.reports
    ? specialReports.flatMap((report, i): NavLink[] => {
      const href = report.href ?? report.route;
      if (!href) return [];
      const external = /^https?:\/\//.test(href);
      const entry: NavLink = {
        type: "link",
        id: `reports.special.${i}`,
        href,
        label: { text: report.title },
        ...(external ? { external } : {}),
        ...(report.description ? { title: report.description } : {}),
      };
      return allowed(entry) ? [entry] : [];
    })
    : [];
  if (specials.length) {
    const reports = main.findIndex((entry) => entry.id === "reports");
    if (reports === -1) {
      main.unshift({ type: "menu", id: "reports", label: { key: "nav.reports" }, items: specials });
    } else {
      const menu = main[reports] as NavMenu;
      main[reports] = { ...menu, items: [...menu.items, ...specials] };
    }
  }

  // The active show.
  if (activeShow) {
    const entry: NavLink = {
      type: "link",
      id: "active_show",
      href: `/show/${encodeURIComponent(activeShow.key)}`,
      label: { text: activeShow.short_name },
    };
    if (allowed(entry)) main.push(entry);
  }

  // The group web store as the user's own store sees it (no menu lists it).
  const more = [...base.more];
  const store = primaryStore(user);
  if (store !== undefined && store !== HEAD_OFFICE_STORE) {
    const entry = link("more.web_store_sync", `/reporting/shopify-sync/${store}`, "nav.web_sync");
    if (allowed(entry)) more.push(entry);
  }

  return {
    kind: "full",
    main,
    right: [...base.right],
    stores: user.Stores.length > 1 ? user.Stores : null,
    more,
  };
}

/** The menus of a capability set (no special reports, no active show), frozen: they are shared. */
function buildBaseMenus(user: User): BaseMenus {
  // A permission as the access table reads it (lib/access/checks.ts): buyers see every store's
  // data, so they hold every permission; the menus must offer what the pages allow.
  const buyer = NAMED_CHECKS.buyer(user);
  const has = (p: Permission) => buyer || hasPermission(user, p);
  const member = user.Role === "member" && !buyer;
  const staff = buyer || member;
  const vendor = user.Role === "vendor";
  const hasVendors = user.Vendors.length > 0;
  const allowed = (entry: NavLink) => entry.external || canAccess(user, entry.href.split("?")[0]);
  const when = (condition: boolean, entry: NavLink): NavLink[] =>
    condition && allowed(entry) ? [entry] : [];
  const menu = (id: string, key: string, items: NavLink[]): NavMenu[] =>
    items.length ? [{ type: "menu", id, label: { key }, items }] : [];

  const main: NavEntry[] = [];

  // Reports: vendors, or buyer/member with sales or accounting permission.
  const reports = vendor || hasVendors || (staff && (has("sales") || has("accounting")));
  if (reports) {
    main.push(...menu("reports", "nav.reports", [
      ...when(
        staff && has("sales") && primaryStore(user) !== HEAD_OFFICE_STORE,
        link("reports.sales_dashboard", "/dashboards/member-dashboard", "nav.sales_dashboard"),
      ),
      ...when(
        has("customers"),
        link(
          "reports.customer_dashboard",
          "/dashboards/customer-dashboard",
          "nav.customer_dashboard",
        ),
      ),
      ...when(
        buyer,
        link("reports.group_dashboard", "/dashboards/group-dashboard", "nav.group_dashboard"),
      ),
      ...when(true, link("reports.open_to_buy", "/open-to-buy", "nav.open_to_buy")),
      ...when(
        has("accounting"),
        link("reports.website_accounting", "/fulfillment/accounting", "nav.website_accounting"),
      ),
      ...when(
        hasVendors,
        link("reports.vendor_dashboard", "/dashboards/vendor-dashboard", "nav.vendor_dashboard"),
      ),
      ...when(
        has("sales"),
        link("reports.report_builder", "/reporting/report-builder", "nav.report_builder"),
      ),
      ...when(
        has("sales"),
        link(
          "reports.stock_sales_watchlist",
          "/reporting/stock-sales-watchlist",
          "nav.stock_sales_watchlist",
        ),
      ),
      ...when(vendor, link("reports.store_listing", "/reporting/member-list", "nav.store_listing")),
      ...when(
        vendor,
        link(
          "reports.department_listing",
          "/resources/department-reference",
          "nav.department_listing",
        ),
      ),
      ...when(
        has("fulfillment") && has("sales"),
        link(
          "reports.fulfillment_analytics",
          "/fulfillment/analytics",
          "nav.fulfillment_analytics",
        ),
      ),
    ]));
  }

  // Resources: buyer/member with marketing, show data or fulfillment permission. Inside it, the
  // Inventory Scanner and Staff Training are "always shown" (need no permission of their own).
  if (staff && (has("marketing") || has("show data") || has("fulfillment"))) {
    main.push(...menu("resources", "nav.resources", [
      ...when(
        has("show data"),
        link(
          "resources.department_reference",
          "/resources/department-reference",
          "nav.department_reference",
        ),
      ),
      ...when(
        has("marketing"),
        link("resources.marketing_assets", "/resources/marketing-assets", "nav.marketing_assets"),
      ),
      ...when(
        has("marketing"),
        link(
          "resources.signage_generator",
          "/resources/signage-generator",
          "nav.signage_generator",
        ),
      ),
      ...when(
        has("show data"),
        link(
          "resources.pos_documentation",
          "/resources/pos-documentation",
          "nav.pos_documentation",
        ),
      ),
      ...when(
        has("fulfillment"),
        link("resources.website_member_sop", "/pages/website-member-sop", "nav.website_member_sop"),
      ),
      ...when(
        has("show data"),
        link(
          "resources.upcoming_price_changes",
          "/resources/upcoming-price-changes",
          "nav.upcoming_price_changes",
        ),
      ),
      ...when(
        has("show data"),
        link("resources.upc_validation", "/resources/upc-validation", "nav.upc_validation"),
      ),
      ...when(true, link("resources.inventory_scanner", "/scan-pal", "nav.inventory_scanner")),
      ...when(
        true,
        link("resources.staff_training", "/resources/store-training", "nav.staff_training"),
      ),
    ]));
  }

  // Program Data: show data permission.
  if (has("show data")) {
    main.push(...menu("program_data", "nav.program_data", [
      ...when(true, link("program_data.showcloud", "/showcloud", "nav.showcloud")),
      ...when(true, link("program_data.specials", "/specials", "nav.specials")),
      ...when(true, link("program_data.show_files", "/show/files", "nav.show_files")),
      ...when(true, link("program_data.show_archives", "/show/archives", "nav.show_archives")),
    ]));
  }

  // Fulfillment: admin for buyers; the store screens for members with (team) fulfillment.
  main.push(
    ...when(buyer, link("fulfillment", "/fulfillment/admin", "nav.fulfillment")),
    ...when(
      member && (has("fulfillment") || has("team fulfillment")),
      link("fulfillment", "/fulfillment", "nav.fulfillment"),
    ),
  );

  const right: NavEntry[] = [
    ...when(staff, link("support", "/support", "nav.support")),
    ...(buyer
      ? menu("head_office", "nav.head_office", [
        ...when(true, link("head_office.marketing", "/marketing", "nav.marketing")),
        ...when(true, link("head_office.head_office", "/head-office", "nav.head_office_home")),
        ...when(
          true,
          link("head_office.quote_parser", "/head-office/quote-parser", "nav.quote_parser"),
        ),
        ...when(
          true,
          link("head_office.store_master", "/head-office/store-master", "nav.store_master"),
        ),
      ])
      : []),
    ...when(user.Site_Admin, link("admin", "/admin", "nav.admin")),
  ];

  // Every page needs a way in: pages the spec's menus leave out for this user (the blog, the
  // department and POS references without show data, a head-office sales user's store dashboard,
  // vendors' scanner and training) are listed on the home page when the user may open them.
  const offered = new Set(
    [...main, ...right].flatMap((e) => e.type === "menu" ? e.items : [e]).map((e) => e.href),
  );
  const more = MORE_PAGES
    .filter(([, href]) => !offered.has(href))
    .flatMap(([id, href, key]) => when(true, link(`more.${id}`, href, key)));

  return deepFreeze({ reports, main, right, more });
}

/** Candidates for the home page's "More" list: [id, href, label key]. */
const MORE_PAGES: ReadonlyArray<readonly [string, string, string]> = [
  ["blog", "/blog", "nav.blog"],
  ["sales_dashboard", "/dashboards/member-dashboard", "nav.sales_dashboard"],
  ["department_reference", "/resources/department-reference", "nav.department_reference"],
  ["pos_documentation", "/resources/pos-documentation", "nav.pos_documentation"],
  ["pos_docs", "/pos-docs", "nav.pos_docs"],
  ["store_listing", "/reporting/member-list", "nav.store_listing"],
  ["bauer_elp_reports", "/reporting/bauer-elp-reports", "nav.bauer_elp_reports"],
  ["vendor_orders", "/reporting/vendor-orders", "nav.vendor_orders"],
  ["inventory_scanner", "/scan-pal", "nav.inventory_scanner"],
  ["staff_training", "/resources/store-training", "nav.staff_training"],
];

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** Every link of a model's menus, flattened (tests, the home page's start tiles). */
export function navLinks(model: NavModel): NavLink[] {
  return [...model.main, ...model.right].flatMap((entry) =>
    entry.type === "menu" ? entry.items : [entry]
  );
}

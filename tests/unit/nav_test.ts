// The top navigation (lib/nav/menu.ts) for each demo persona: exactly the entries and labels the
// spec's menu rules give (section 2), filtered by the access table (never a link to a 401).
import assert from "node:assert/strict";
import { type Persona, PERSONAS } from "../../lib/auth/demo.ts";
import type { User } from "../../lib/auth/types.ts";
import {
  buildNav,
  capabilityKey,
  navLinks,
  type NavMenu,
  type NavModel,
} from "../../lib/nav/menu.ts";
import { DEMO_ACTIVE_SHOW } from "../../lib/nav/show.ts";
import { i18nFor } from "../../lib/i18n/mod.ts";
import { canAccess } from "../../lib/access/table.ts";

const t = i18nFor("en-US").t;

function userOf(p: Persona): User {
  return {
    id: p.email,
    email: p.email,
    name: p.name,
    Role: p.role,
    Permissions: Object.fromEntries(p.permissions.map((x) => [x, true])),
    Stores: p.stores.map((n) => [n, `Store ${n}`]),
    Vendors: p.vendors,
    Site_Admin: p.site_admin,
    Store_Admin: p.store_admin,
    Verified: p.verified,
    locale: "en-US",
    created_at: "2026-01-01T00:00:00Z",
  };
}

/** The model as "menu > href label" lines, in order. */
function lines(model: NavModel): string[] {
  return [...model.main, ...model.right].flatMap((entry) => {
    const label = (l: { key: string } | { text: string }) => ("key" in l ? t(l.key) : l.text);
    return entry.type === "menu"
      ? entry.items.map((item) => `${label(entry.label)} > ${item.href} ${label(item.label)}`)
      : [`${entry.href} ${label(entry.label)}`];
  });
}

const REPORTS_ALL = [
  "Reports > /dashboards/customer-dashboard Customer Dashboard",
  "Reports > /open-to-buy Open-to-buy",
  "Reports > /fulfillment/accounting Website Accounting",
  "Reports > /reporting/report-builder Report Builder",
  "Reports > /reporting/stock-sales-watchlist Stock-Sales Watchlist",
  "Reports > /fulfillment/analytics Fulfillment Analytics",
];
/** Buyers (head office) also have the group dashboard (issue 32: it had no way in). */
const REPORTS_BUYER = [
  REPORTS_ALL[0],
  "Reports > /dashboards/group-dashboard Group Dashboard",
  ...REPORTS_ALL.slice(1),
];
const RESOURCES_ALL = [
  "Resources > /resources/department-reference Department Reference",
  "Resources > /resources/marketing-assets Marketing Assets",
  "Resources > /resources/signage-generator Signage Generator",
  "Resources > /resources/pos-documentation POS Documentation",
  "Resources > /pages/website-member-sop Website Member SOP",
  "Resources > /resources/upcoming-price-changes Upcoming Price Changes",
  "Resources > /resources/upc-validation UPC Validation",
  "Resources > /scan-pal Inventory Scanner",
  "Resources > /resources/store-training Staff Training",
];
const PROGRAM_DATA = [
  "Program Data > /showcloud Showcloud",
  "Program Data > /specials Specials",
  "Program Data > /show/files Show Files",
  "Program Data > /show/archives Show Archives",
];
const HEAD_OFFICE = [
  "Head Office > /marketing Marketing",
  "Head Office > /head-office Head Office Tools",
  "Head Office > /head-office/quote-parser Quote Parser",
  "Head Office > /head-office/store-master Store Master",
];
const SHOW = "/show/fall-2026 Fall Show 2026";

/** A buyer's menu lines; a site admin sees the same and Admin. */
const BUYER = [
  ...REPORTS_BUYER,
  ...RESOURCES_ALL,
  ...PROGRAM_DATA,
  "/fulfillment/admin Fulfillment",
  SHOW,
  "/support Support",
  ...HEAD_OFFICE,
];

const EXPECTED: Record<string, { lines: string[]; stores: number }> = {
  // Site admin (a buyer holding every permission, at head office: no Sales Dashboard for 1000).
  "admin@example.com": { lines: [...BUYER, "/admin Admin"], stores: 0 },
  // A buyer holds every permission as the access table reads it (lib/access/checks.ts): the
  // menus offer what the pages allow.
  "buyer@example.com": { lines: BUYER, stores: 0 },
  "owner@example.com": {
    lines: [
      "Reports > /dashboards/member-dashboard Sales Dashboard",
      ...REPORTS_ALL,
      ...RESOURCES_ALL,
      ...PROGRAM_DATA,
      "/fulfillment Fulfillment",
      SHOW,
      "/support Support",
    ],
    stores: 3,
  },
  // No marketing, show data or fulfillment permission: no Resources menu (its Inventory Scanner
  // and Staff Training are under More).
  "staff@example.com": { lines: ["/support Support"], stores: 0 },
  "fulfillment@example.com": {
    lines: [
      "Resources > /pages/website-member-sop Website Member SOP",
      "Resources > /scan-pal Inventory Scanner",
      "Resources > /resources/store-training Staff Training",
      "/fulfillment Fulfillment",
      "/support Support",
    ],
    stores: 0,
  },
  // Team fulfillment opens /fulfillment, but Resources needs the fulfillment permission itself.
  "team@example.com": {
    lines: ["/fulfillment Fulfillment", "/support Support"],
    stores: 0,
  },
  // Sales at head office first: no Sales Dashboard; accounting without fulfillment cannot open
  // /fulfillment/accounting, so no Website Accounting.
  "sales@example.com": {
    lines: [
      "Reports > /dashboards/customer-dashboard Customer Dashboard",
      "Reports > /open-to-buy Open-to-buy",
      "Reports > /reporting/report-builder Report Builder",
      "Reports > /reporting/stock-sales-watchlist Stock-Sales Watchlist",
      "/support Support",
    ],
    stores: 2,
  },
  "program@example.com": {
    lines: [
      ...RESOURCES_ALL.filter((l) => !l.includes("website-member-sop")),
      ...PROGRAM_DATA,
      SHOW,
      "/support Support",
    ],
    stores: 0,
  },
  // Vendors: Reports with the vendor items only.
  "vendor@example.com": {
    lines: [
      "Reports > /dashboards/vendor-dashboard Vendor Dashboard",
      "Reports > /reporting/member-list Store Listing",
      "Reports > /resources/department-reference Department Listing",
    ],
    stores: 0,
  },
  "unverified@example.com": { lines: [], stores: 0 },
};

Deno.test("every demo persona has a menu expectation", () => {
  assert.deepEqual(PERSONAS.map((p) => p.email).sort(), Object.keys(EXPECTED).sort());
});

for (const persona of PERSONAS) {
  Deno.test(`menus of ${persona.email}`, () => {
    const user = userOf(persona);
    const model = buildNav({ user, activeShow: DEMO_ACTIVE_SHOW });
    const expected = EXPECTED[persona.email];
    assert.deepEqual(lines(model), expected.lines);
    assert.equal(model.kind, persona.verified ? "full" : "unverified");
    assert.equal(model.stores?.length ?? 0, expected.stores);
    // Consistency with the access table: no entry leads to a refusal.
    for (const link of navLinks(model)) assert.ok(canAccess(user, link.href), link.href);
  });
}

Deno.test("visitors get the minimal bar", () => {
  assert.deepEqual(buildNav({ user: null }), {
    kind: "anonymous",
    main: [],
    right: [],
    stores: null,
    more: [],
  });
});

Deno.test("special reports link to an href or a route under Reports; no active show, no link", () => {
  const sales = userOf(PERSONAS.find((p) => p.email === "owner@example.com")!);
  const model = buildNav({
    user: sales,
    activeShow: null,
    specialReports: [
      { href: "https://reports.example.com/q3", title: "Q3 hockey", description: "Quarter" },
      { route: "/open-to-buy/reports", title: "OTB reports", description: "" },
      { route: "/admin/response-times", title: "Not for members", description: "" },
      { title: "Neither", description: "" },
    ],
  });
  const reports = lines(model).filter((l) => l.startsWith("Reports"));
  assert.deepEqual(reports.slice(-2), [
    "Reports > https://reports.example.com/q3 Q3 hockey",
    "Reports > /open-to-buy/reports OTB reports",
  ]);
  const external = navLinks(model).find((l) => l.href.startsWith("https:"));
  assert.equal(external?.external, true);
  assert.equal(external?.title, "Quarter");
  assert.ok(!lines(model).some((l) => l.startsWith("/show/")));
});

Deno.test("pages no menu offers are listed under More when the user may open them", () => {
  const more = (email: string) =>
    buildNav({ user: userOf(PERSONAS.find((p) => p.email === email)!) }).more.map((l) => l.href);
  // Sales at head office first: the store dashboard (of store 1234) is not in Reports.
  assert.ok(more("sales@example.com").includes("/dashboards/member-dashboard"));
  assert.ok(more("staff@example.com").includes("/blog"));
  assert.ok(
    more("staff@example.com").includes("/scan-pal"),
    "no Resources menu without permission",
  );
  assert.ok(more("staff@example.com").includes("/resources/store-training"));
  assert.ok(more("staff@example.com").includes("/reporting/shopify-sync/1234"));
  assert.ok(!more("owner@example.com").includes("/resources/department-reference"), "in Resources");
  assert.ok(!more("vendor@example.com").includes("/blog"), "members only");
  assert.ok(more("vendor@example.com").includes("/reporting/bauer-elp-reports"));
});

Deno.test("Sales Dashboard needs sales and a first store other than 1000", () => {
  const base = userOf(PERSONAS.find((p) => p.email === "owner@example.com")!);
  const has = (u: User) =>
    navLinks(buildNav({ user: u })).some((l) => l.href === "/dashboards/member-dashboard");
  assert.equal(has(base), true);
  assert.equal(has({ ...base, Stores: [[1000, "Head office"], [1234, "Store"]] }), false);
  assert.equal(has({ ...base, Permissions: { ...base.Permissions, sales: false } }), false);
});

Deno.test("menus are kept per capability set; each request gets its own stores, reports and show", () => {
  const owner = userOf(PERSONAS.find((p) => p.email === "owner@example.com")!);
  const twin: User = { ...owner, id: "twin", Stores: [[1234, "Store 1234"]] };
  assert.equal(capabilityKey(owner), capabilityKey(twin));
  assert.notEqual(capabilityKey(owner), capabilityKey({ ...owner, Permissions: { sales: true } }));
  assert.notEqual(capabilityKey(owner), capabilityKey({ ...owner, Stores: [[1000, "HO"]] }));

  const first = buildNav({ user: owner, activeShow: DEMO_ACTIVE_SHOW });
  const second = buildNav({
    user: twin,
    specialReports: [{ route: "/open-to-buy/reports", title: "OTB reports" }],
  });
  assert.equal(first.stores?.length, 3);
  assert.equal(second.stores, null, "one store: no switcher");
  assert.ok(lines(first).includes(`/show/${DEMO_ACTIVE_SHOW.key} ${DEMO_ACTIVE_SHOW.short_name}`));
  assert.ok(!lines(second).some((l) => l.startsWith("/show/")), "the show is not kept");
  assert.ok(lines(second).includes("Reports > /open-to-buy/reports OTB reports"));
  assert.ok(!lines(first).some((l) => l.includes("OTB reports")), "reports are not kept");
  // The shared menus cannot be changed through a model.
  const menu = first.main.find((entry) => entry.type === "menu")!;
  assert.throws(() => (menu as NavMenu).items.push(menu as never));
  assert.deepEqual(lines(buildNav({ user: owner, activeShow: DEMO_ACTIVE_SHOW })), lines(first));
});

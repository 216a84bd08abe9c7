// The shell's titled pages (lib/nav/pages.ts, from the route registry): each has a title in both
// languages and a registered parent; breadcrumbs fill the current parameters.
import assert from "node:assert/strict";
import { crumbsFor, fillPattern, PAGES } from "../../lib/nav/pages.ts";
import { i18nFor } from "../../lib/i18n/mod.ts";
import { withLabels } from "../../lib/nav/labels.ts";

Deno.test("every titled page has a title in en-US and fr-CA", () => {
  for (const locale of ["en-US", "fr-CA"] as const) {
    const i18n = i18nFor(locale);
    for (const [id, info] of Object.entries(PAGES)) {
      assert.ok(i18n.exists(`pages.titles.${id}`, { fallbackLng: false }), `${locale} title ${id}`);
      if (info.parent) assert.ok(PAGES[info.parent], `parent of ${id}`);
    }
  }
});

Deno.test("breadcrumbs link each ancestor with the current parameters, labelled by name", () => {
  const t = i18nFor("fr-CA").t;
  // The request's names (lib/nav/labels.ts): the show by its name, its key in the link.
  const names = new Map([["show=fall-2026", "Salon d’automne 2026"]]);
  const crumbs = withLabels(
    names,
    () => crumbsFor("ho_show_announcement", t, { show: "fall-2026", id: "3" }),
  );
  assert.deepEqual(crumbs, [
    { label: "Accueil", href: "/" },
    { label: "Siège social", href: "/head-office" },
    { label: "Salons", href: "/head-office/show" },
    { label: "Salon d’automne 2026", href: "/head-office/show/fall-2026" },
    { label: "Annonces", href: "/head-office/show/fall-2026/announcements" },
  ]);
  assert.equal(
    fillPattern("/fulfillment/:env(sandbox)?/returns/:id", { env: "sandbox", id: "4" }),
    "/fulfillment/sandbox/returns/4",
  );
  assert.equal(
    fillPattern("/fulfillment/:env(sandbox)?/returns/:id", { id: "4" }),
    "/fulfillment/returns/4",
  );
});

import assert from "node:assert/strict";
import { renderToString } from "preact-render-to-string";
import type { ComponentChildren } from "preact";
import type { AppProps } from "$fresh/server.ts";
import { PageHeader, RouteHeader } from "../../../components/PageHeader.tsx";
import App from "../../../routes/_app.tsx";
import { TranslateContext } from "../../../components/nav/ShellContext.ts";
import { i18nFor } from "../../../lib/i18n/mod.ts";
import type { PortalState } from "../../../lib/state.ts";

const fr = i18nFor("fr-CA").t;
const crumbs = [{ label: "Accueil", href: "/" }];
const label = (html: string) => html.match(/<nav class="breadcrumb" aria-label="([^"]*)"/)?.[1];

Deno.test("the breadcrumb label is translated by the caller's t", () => {
  const html = renderToString(<PageHeader title="Titre" crumbs={crumbs} t={fr} />);
  assert.equal(label(html), "Fil d’Ariane");
});

Deno.test("the breadcrumb label is translated on pages without the default layout (routes/_app.tsx)", () => {
  // A page that skips the default layout renders straight inside the app wrapper.
  const Page = () => <PageHeader title="Titre" crumbs={crumbs} />;
  const state = { locale: "fr-CA", t: fr } as unknown as PortalState;
  const html = renderToString(
    <App {...({ Component: Page, state } as unknown as AppProps<unknown, PortalState>)} />,
  );
  assert.equal(label(html), "Fil d’Ariane");
});

Deno.test("without any translate function PageHeader refuses to guess a language", () => {
  assert.throws(() => renderToString(<PageHeader title="T" crumbs={crumbs} />), /translate/);
  // No breadcrumb, no label needed.
  assert.match(renderToString(<PageHeader title="T" />), /<h1>T<\/h1>/);
});

Deno.test("RouteHeader: the registry's title and trail, a detail after a dash, overrides and a lead", () => {
  const { t } = i18nFor("en-US");
  // As on a page: the request's translate function comes from routes/_app.tsx.
  const render = (node: ComponentChildren) =>
    renderToString(<TranslateContext.Provider value={t}>{node}</TranslateContext.Provider>);
  const plain = render(<RouteHeader id="admin_users" t={t} />);
  assert.match(plain, /<h1>Users<\/h1>/);
  assert.match(plain, /<a href="\/admin">Admin<\/a>/, "the registry's parent is in the trail");
  assert.doesNotMatch(plain, /class="lead"/, "no lead paragraph without a lead");
  const framed = render(
    <RouteHeader id="admin_users" t={t} detail="Alex" lead="Who may sign in." />,
  );
  assert.match(framed, /<h1>Users — Alex<\/h1><p class="lead">Who may sign in.<\/p>/);
  const own = render(<RouteHeader id="" t={t} title="Cache" crumbs={crumbs} />);
  assert.match(own, /<h1>Cache<\/h1>/);
  assert.match(own, /<a href="\/">Accueil<\/a>/, "the page's own trail replaces the registry's");
});

import assert from "node:assert/strict";
import { renderToString } from "preact-render-to-string";
import type { AppProps } from "$fresh/server.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import App from "../../../routes/_app.tsx";
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

// /head-office/api-docs (buyers): the portal's JSON API as a readable page, rendered from the same
// generated OpenAPI document as /api/openapi.json (so the page cannot drift from the code).
import type { Handlers, PageProps } from "$fresh/server.ts";
import manifest from "../../fresh.gen.ts";
import type { PortalState } from "../../lib/state.ts";
import { HoFrame } from "../../components/head-office/Frame.tsx";
import { openApiFor } from "../../lib/apidocs/openapi.ts";
import { apiDocsHtml, ApiDocsView } from "../../components/apidocs/ApiDocsView.tsx";

export const handler: Handlers<string, PortalState> = {
  GET(_req, ctx) {
    const { locale, t } = ctx.state;
    return ctx.render(apiDocsHtml(openApiFor(manifest, locale, t, ctx.url.origin).doc, t));
  },
};

export default function ApiDocsPage({ state, data }: PageProps<string, PortalState>) {
  const { t } = state;
  return (
    <HoFrame id="ho_api_docs" t={t}>
      <ApiDocsView html={data} />
    </HoFrame>
  );
}

// Errors that escape the root chain (normally securityMiddleware renders them via _404.tsx).
import type { PageProps } from "$fresh/server.ts";
import { ErrorPage, ErrorView } from "../components/ErrorPage.tsx";
import type { PortalState } from "../lib/state.ts";
import { i18nFor } from "../lib/i18n/mod.ts";

export default function ServerError({ error, state, url }: PageProps<unknown, PortalState>) {
  if (!state.t) return <ErrorPage code={500} t={i18nFor("en-US").t} />;
  return <ErrorView error={error ?? new Error("unknown")} state={state} url={url} />;
}

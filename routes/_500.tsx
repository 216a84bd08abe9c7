import type { PageProps } from "$fresh/server.ts";
import { ErrorPage } from "../components/ErrorPage.tsx";
import { HttpError } from "../lib/http/errors.ts";
import type { PortalState } from "../lib/state.ts";
import { i18nFor } from "../lib/i18n/mod.ts";

export default function ServerError({ error, state }: PageProps<unknown, PortalState>) {
  const code = error instanceof HttpError ? error.status : 500;
  const t = state.t ?? i18nFor("en-US").t;
  return <ErrorPage code={code} t={t} />;
}

// Unknown paths ('Page not found'), and every page error: securityMiddleware renders thrown errors
// through this page (with `error` set and the error's status) so they carry the security headers.
import type { PageProps } from "$fresh/server.ts";
import { ErrorView } from "../components/ErrorPage.tsx";
import type { PortalState } from "../lib/state.ts";

export default function NotFound({ error, state, url }: PageProps<unknown, PortalState>) {
  return <ErrorView error={error} state={state} url={url} />;
}

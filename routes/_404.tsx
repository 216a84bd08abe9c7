import type { PageProps } from "$fresh/server.ts";
import { ErrorPage } from "../components/ErrorPage.tsx";
import type { PortalState } from "../lib/state.ts";

export default function NotFound({ state }: PageProps<unknown, PortalState>) {
  return <ErrorPage code={404} t={state.t} />;
}

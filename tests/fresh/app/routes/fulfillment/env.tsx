import type { PageProps, RouteConfig } from "$fresh/server.ts";

export const config: RouteConfig = { routeOverride: "/fulfillment/:env(sandbox)?" };

export default function Fulfillment({ params }: PageProps) {
  return <h1>Fulfillment env=[{params.env}]</h1>;
}

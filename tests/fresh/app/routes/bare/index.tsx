import type { RouteConfig } from "$fresh/server.ts";

export const config: RouteConfig = { skipAppWrapper: true, skipInheritedLayouts: true };

export default function Bare() {
  return <p>bare</p>;
}

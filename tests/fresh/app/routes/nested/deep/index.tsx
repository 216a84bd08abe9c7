import type { PageProps } from "$fresh/server.ts";

export default function Deep({ state }: PageProps<unknown, { trail: string[] }>) {
  return <h1>Deep {state.trail.join(">")}</h1>;
}

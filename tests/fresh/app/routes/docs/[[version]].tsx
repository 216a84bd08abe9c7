import type { PageProps } from "$fresh/server.ts";

export default function Docs({ params }: PageProps) {
  return <h1>Docs [{params.version}]</h1>;
}

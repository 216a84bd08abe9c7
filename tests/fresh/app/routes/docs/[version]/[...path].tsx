import type { PageProps } from "$fresh/server.ts";

export default function DocsPath({ params }: PageProps) {
  return <h1>Path {params.version} / {params.path}</h1>;
}

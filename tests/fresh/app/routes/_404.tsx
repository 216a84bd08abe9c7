import type { PageProps } from "$fresh/server.ts";

export default function NotFound({ url }: PageProps) {
  return <h1>Missing {url.pathname}</h1>;
}

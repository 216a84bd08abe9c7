import type { PageProps } from "$fresh/server.ts";

export default function ServerError({ error }: PageProps) {
  return <h1>Failed: {(error as Error).message}</h1>;
}

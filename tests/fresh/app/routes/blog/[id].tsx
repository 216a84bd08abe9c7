import type { PageProps } from "$fresh/server.ts";

export default function BlogPost({ params }: PageProps) {
  return <h1>Post {params.id}</h1>;
}

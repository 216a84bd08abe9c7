// The show area's stylesheet (static/shows.css), added to <head> by its pages.
import { asset, Head } from "$fresh/runtime.ts";

export function ShowStyles() {
  return (
    <Head>
      <link key="shows-css" rel="stylesheet" href={asset("/shows.css")} />
    </Head>
  );
}

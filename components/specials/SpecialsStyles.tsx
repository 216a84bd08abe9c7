// The specials pages' stylesheet (static/specials.css), added to <head> by each specials page.
import { asset, Head } from "$fresh/runtime.ts";

export function SpecialsStyles() {
  return (
    <Head>
      <link key="specials-css" rel="stylesheet" href={asset("/specials.css")} />
    </Head>
  );
}

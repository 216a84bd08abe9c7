// The resources area's stylesheet (static/resources.css), added to <head> by its pages.
import { asset, Head } from "$fresh/runtime.ts";

export function ResourcesStyles() {
  return (
    <Head>
      <link key="resources-css" rel="stylesheet" href={asset("/resources.css")} />
    </Head>
  );
}

// The admin tools' stylesheet (static/admin.css), added to <head> by each admin tool page.
import { asset, Head } from "$fresh/runtime.ts";

export function AdminStyles() {
  return (
    <Head>
      <link key="admin-css" rel="stylesheet" href={asset("/admin.css")} />
    </Head>
  );
}

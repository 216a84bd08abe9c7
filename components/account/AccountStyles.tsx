// The account area's stylesheet (static/account.css), added to <head> by every account page.
import { asset, Head } from "$fresh/runtime.ts";

export function AccountStyles() {
  return (
    <Head>
      <link key="account-css" rel="stylesheet" href={asset("/account.css")} />
    </Head>
  );
}

// The account area's stylesheet (static/account.css), added to <head> by every account page.
import type { TFunction } from "i18next";
import { asset, Head } from "$fresh/runtime.ts";
import { PageHeader } from "../PageHeader.tsx";

export function AccountStyles() {
  return (
    <Head>
      <link key="account-css" rel="stylesheet" href={asset("/account.css")} />
    </Head>
  );
}

/** The header of a page under /account: the area's styles, the title, a crumb back to the account. */
export function AccountPageHeader({ t, title }: { t: TFunction; title: string }) {
  return (
    <>
      <AccountStyles />
      <PageHeader
        title={title}
        crumbs={[{ label: t("account.title"), href: "/account" }]}
        appName={t("common.app_name")}
      />
    </>
  );
}

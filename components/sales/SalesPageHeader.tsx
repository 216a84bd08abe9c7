// The header of every sales page: the sales stylesheet, then the shared PageHeader (title with the
// portal's name, breadcrumb from Home unless the page names its own trail).
import type { TFunction } from "i18next";
import { asset, Head } from "$fresh/runtime.ts";
import { type Crumb, HomePageHeader } from "../PageHeader.tsx";

export function SalesPageHeader(
  { t, title, crumbs }: { t: TFunction; title: string; crumbs?: Crumb[] },
) {
  return (
    <>
      <Head>
        <link rel="stylesheet" href={asset("/sales.css")} />
      </Head>
      <HomePageHeader t={t} title={title} crumbs={crumbs} />
    </>
  );
}

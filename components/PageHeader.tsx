import { Head } from "$fresh/runtime.ts";
import { useContext } from "preact/hooks";
import { TranslateContext } from "./nav/ShellContext.ts";

export interface Crumb {
  label: string;
  href?: string;
}

/** The page's <title>, breadcrumb trail and heading; every page renders one. */
export function PageHeader(
  { title, crumbs = [], appName }: { title: string; crumbs?: Crumb[]; appName?: string },
) {
  const t = useContext(TranslateContext);
  return (
    <>
      <Head>
        <title key="title">{appName ? `${title} · ${appName}` : title}</title>
      </Head>
      {crumbs.length > 0 && (
        <nav class="breadcrumb" aria-label={t ? t("nav.breadcrumb") : "Breadcrumb"}>
          <ol>
            {crumbs.map((crumb) => (
              <li>{crumb.href ? <a href={crumb.href}>{crumb.label}</a> : crumb.label}</li>
            ))}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
      )}
      <h1>{title}</h1>
    </>
  );
}

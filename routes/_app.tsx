import type { AppProps } from "$fresh/server.ts";
import { asset, Head } from "$fresh/runtime.ts";
import type { PortalState } from "../lib/state.ts";
import { TranslateContext } from "../components/nav/ShellContext.ts";
import "../components/a11y/scrollable.ts";

export default function App({ Component, state }: AppProps<unknown, PortalState>) {
  return (
    <html lang={state.locale ?? "en-US"}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Head>
          <title key="title">{state.t?.("common.app_name") ?? "Member Portal"}</title>
        </Head>
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href={asset("/favicon.svg")} type="image/svg+xml" />
        <link rel="stylesheet" href={asset("/styles.css")} />
      </head>
      <body>
        {
          /* The request's translate function for shared components (PageHeader's breadcrumb label),
            on every page, including those that skip the default layout. */
        }
        <TranslateContext.Provider value={state.t ?? null}>
          <Component />
        </TranslateContext.Provider>
      </body>
    </html>
  );
}

// /scan-pal — the inventory scanner: count into one of your stores' count lists. The ScanPal
// island keeps counts on the device and syncs them (works offline after the first visit); without
// JavaScript the same form posts each count here, applied at once.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { ToolPage } from "../../components/resources/ToolPage.tsx";
import { messagesFor } from "../../lib/i18n/mod.ts";
import { loadScanPage, scanAction, type ScanPageData } from "../../lib/scanner/scan_page.ts";
import { ZXING_WASM_URL } from "../../lib/scanner/decoder.ts";
import ScanPal from "../../islands/ScanPal.tsx";

export const handler: Handlers<ScanPageData, PortalState> = {
  async GET(_req, ctx) {
    return ctx.render(await loadScanPage(ctx.state, ctx.url));
  },
  /** Without JavaScript: one count, applied at once. */
  async POST(req, ctx) {
    const outcome = await scanAction(ctx.state, req, ctx.url);
    return outcome instanceof Response ? outcome : ctx.render(outcome, { status: 400 });
  },
};

export default function ScanPalPage({ state, data }: PageProps<ScanPageData, PortalState>) {
  const { t } = state;
  return (
    <ToolPage
      page="scan_pal"
      t={t}
      styles={false}
      lead={
        <>
          {t("scanner.intro")} <a href="/scan-pal/lists">{t("scanner.lists_link")}</a>
        </>
      }
    >
      {data.added && (
        <p class="notice" role="status" data-last-scan={data.added.code}>
          {t("scanner.added")} {t("scanner.added_item", {
            code: data.added.code,
            item: data.added.item ?? t("scanner.app.unknown_item"),
          })}
        </p>
      )}
      {data.lists.length === 0
        ? (
          <p>
            {t("scanner.no_lists")} <a href="/scan-pal/lists">{t("scanner.create_first")}</a>
          </p>
        )
        : (
          <ScanPal
            lists={data.lists.map(({ id, store, name }) => ({ id, store, name }))}
            selected={data.selected}
            messages={messagesFor(state.i18n, ["scanner.app", "scanner.errors"])}
            locale={state.locale}
            wasmUrl={ZXING_WASM_URL}
            swUrl="/scan-pal/sw.js"
            typed={data.typed && {
              code: data.typed.code,
              qty: data.typed.qty,
              error: Object.values(data.typed.errors)[0] ?? null,
            }}
          />
        )}
    </ToolPage>
  );
}

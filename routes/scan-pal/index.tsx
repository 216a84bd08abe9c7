// /scan-pal — the inventory scanner: count into one of your stores' count lists. The ScanPal
// island keeps counts on the device and syncs them (works offline after the first visit); without
// JavaScript the same form posts each count here, applied at once.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";
import { messagesFor } from "../../lib/i18n/mod.ts";
import { HttpError } from "../../lib/http/errors.ts";
import { ScanInput } from "../../lib/scanner/schema.ts";
import { applyScan, getList, listsOf } from "../../lib/scanner/store.ts";
import { findVariantByGtin, inLocale } from "../../lib/catalogue/mod.ts";
import { scannerStores } from "../../lib/scanner/access.ts";
import { ZXING_WASM_URL } from "../../lib/scanner/decoder.ts";
import type { CountList } from "../../lib/scanner/schema.ts";
import ScanPal from "../../islands/ScanPal.tsx";

interface Data {
  lists: CountList[];
  selected: string | null;
  error?: string;
  /** Without JavaScript, after a count: the code and its item's description (null: unknown). */
  added?: { code: string; item: string | null };
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const user = ctx.state.user!;
    const lists = await listsOf(ctx.state.kv, scannerStores(user));
    const wanted = ctx.url.searchParams.get("list");
    const selected = lists.find((l) => l.id === wanted)?.id ?? lists[0]?.id ?? null;
    const code = ctx.url.searchParams.get("added");
    const variant = code ? await findVariantByGtin(ctx.state.kv, code) : null;
    const added = code
      ? {
        code,
        item: variant
          ? `${inLocale(variant.description, ctx.state.locale)} (${variant.item_number})`
          : null,
      }
      : undefined;
    return ctx.render({ lists, selected, added });
  },
  /** Without JavaScript: one count, applied at once with an id made here. */
  async POST(req, ctx) {
    const user = ctx.state.user!;
    const form = await req.formData();
    const listId = String(form.get("list_id") ?? "");
    const list = await getList(ctx.state.kv, listId);
    if (!list || !scannerStores(user).includes(list.store)) {
      throw new HttpError(404, "scanner.errors.list_not_found");
    }
    const parsed = ScanInput.safeParse({
      id: crypto.randomUUID(),
      code: String(form.get("code") ?? ""),
      qty: Number(form.get("qty") || "1"),
      scanned_at: new Date().toISOString(),
    });
    if (!parsed.success) {
      const lists = await listsOf(ctx.state.kv, scannerStores(user));
      return ctx.render({ lists, selected: list.id, error: parsed.error.issues[0].message }, {
        status: 400,
      });
    }
    await applyScan(ctx.state.kv, list, parsed.data, { userId: user.id, device: null });
    return new Response(null, {
      status: 303,
      headers: {
        location: `/scan-pal?list=${list.id}&added=${encodeURIComponent(parsed.data.code)}`,
      },
    });
  },
};

export default function ScanPalPage({ state, data }: PageProps<Data, PortalState>) {
  const { t } = state;
  return (
    <>
      <PageHeader
        title={pageTitle("scan_pal", t)}
        crumbs={crumbsFor("scan_pal", t)}
        appName={t("common.app_name")}
      />
      <p class="lead">
        {t("scanner.intro")} <a href="/scan-pal/lists">{t("scanner.lists_link")}</a>
      </p>
      {data.added && (
        <p class="notice" role="status" data-last-scan={data.added.code}>
          {t("scanner.added")} {t("scanner.added_item", {
            code: data.added.code,
            item: data.added.item ?? t("scanner.app.unknown_item"),
          })}
        </p>
      )}
      {data.error && <p class="field-error" role="alert">{t(data.error)}</p>}
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
          />
        )}
    </>
  );
}

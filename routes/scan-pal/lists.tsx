// /scan-pal/lists — the count lists of your stores: create one, see a list's totals per code with
// the item, the units expected on hand and the variance (?list=ID), download them as CSV
// (?list=ID&format=csv, times in Toronto time). Plain forms.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Field } from "../../components/Field.tsx";
import { crumbsFor, pageTitle } from "../../lib/nav/pages.ts";
import { formatDateTime, formatNumber } from "../../lib/i18n/format.ts";
import { HttpError } from "../../lib/http/errors.ts";
import { csvResponse } from "../../lib/http/csv.ts";
import { type CountList, ListInput } from "../../lib/scanner/schema.ts";
import { createList, getList, linesOf, listsOf } from "../../lib/scanner/store.ts";
import {
  COUNT_CSV_COLUMNS,
  countCsvRows,
  type CountRow,
  countRows,
} from "../../lib/scanner/count_view.ts";
import { scannerStores } from "../../lib/scanner/access.ts";

interface Data {
  lists: CountList[];
  stores: number[];
  open: { list: CountList; lines: CountRow[] } | null;
  form: { store: string; name: string };
  errors: Record<string, string>;
}

async function load(ctx: { state: PortalState; url: URL }) {
  const stores = scannerStores(ctx.state.user!);
  const lists = await listsOf(ctx.state.kv, stores);
  const id = ctx.url.searchParams.get("list");
  let open: Data["open"] = null;
  if (id) {
    const list = await getList(ctx.state.kv, id);
    if (!list || !stores.includes(list.store)) {
      throw new HttpError(404, "scanner.errors.list_not_found");
    }
    const lines = (await linesOf(ctx.state.kv, id)).sort((a, b) => a.code.localeCompare(b.code));
    open = { list, lines: await countRows(ctx.state.kv, list, lines, ctx.state.locale) };
  }
  return { stores, lists, open };
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const { stores, lists, open } = await load(ctx);
    if (open && ctx.url.searchParams.get("format") === "csv") {
      const t = ctx.state.t;
      return csvResponse(
        [
          COUNT_CSV_COLUMNS.map((h) => t(`scanner.csv.${h}`)),
          ...countCsvRows(open.lines),
        ],
        `count-${open.list.store}-${open.list.name}`,
        { locale: ctx.state.locale },
      );
    }
    const form = { store: String(stores[0] ?? ""), name: "" };
    return ctx.render({ lists, stores, open, form, errors: {} });
  },
  async POST(req, ctx) {
    const { stores, lists } = await load(ctx);
    const data = await req.formData();
    const form = { store: String(data.get("store") ?? ""), name: String(data.get("name") ?? "") };
    const parsed = ListInput.safeParse(form);
    const errors: Record<string, string> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    } else if (!stores.includes(parsed.data.store)) errors.store = "scanner.errors.store";
    if (!parsed.success || Object.keys(errors).length > 0) {
      return ctx.render({ lists, stores, open: null, form, errors }, { status: 400 });
    }
    const list = await createList(ctx.state.kv, parsed.data, ctx.state.user!.id);
    return new Response(null, { status: 303, headers: { location: `/scan-pal?list=${list.id}` } });
  },
};

export default function ListsPage({ state, data }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  const { open, form, errors } = data;
  return (
    <>
      <PageHeader
        title={pageTitle("scan_pal_lists", t)}
        crumbs={crumbsFor("scan_pal_lists", t)}
        appName={t("common.app_name")}
      />
      <p class="lead">{t("scanner.lists_intro")}</p>
      {data.lists.length === 0 ? <p>{t("scanner.no_lists")}</p> : (
        <div class="table-wrap">
          <table data-count-lists>
            <thead>
              <tr>
                <th scope="col">{t("scanner.store")}</th>
                <th scope="col">{t("scanner.name")}</th>
                <th scope="col" class="num">{t("scanner.units")}</th>
                <th scope="col" class="num">{t("scanner.scans")}</th>
                <th scope="col">{t("scanner.updated")}</th>
                <th scope="col">{t("scanner.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {data.lists.map((l) => (
                <tr>
                  <td>{l.store}</td>
                  <td>{l.name}</td>
                  <td class="num">{formatNumber(l.units, locale)}</td>
                  <td class="num">{formatNumber(l.scans, locale)}</td>
                  <td>{formatDateTime(l.updated_at, locale)}</td>
                  <td>
                    <a href={`/scan-pal?list=${l.id}`}>{t("scanner.count")}</a>
                    {" · "}
                    <a href={`/scan-pal/lists?list=${l.id}`}>{t("scanner.view")}</a>
                    {" · "}
                    <a href={`/scan-pal/lists?list=${l.id}&format=csv`} download>
                      {t("scanner.csv_download")}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {open && (
        <section data-count-lines>
          <h2>{t("scanner.totals_of", { name: open.list.name, store: open.list.store })}</h2>
          {open.lines.length === 0 ? <p>{t("scanner.no_counts")}</p> : (
            <div class="table-wrap">
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t("scanner.csv.code")}</th>
                    <th scope="col">{t("scanner.csv.gtin14")}</th>
                    <th scope="col">{t("scanner.csv.item_number")}</th>
                    <th scope="col">{t("scanner.csv.description")}</th>
                    <th scope="col" class="num">{t("scanner.csv.units")}</th>
                    <th scope="col" class="num">{t("scanner.csv.expected")}</th>
                    <th scope="col" class="num">{t("scanner.csv.variance")}</th>
                    <th scope="col">{t("scanner.last_scanned")}</th>
                  </tr>
                </thead>
                <tbody>
                  {open.lines.map((l) => (
                    <tr data-count-line={l.code}>
                      <td>
                        <code>{l.code}</code>
                      </td>
                      <td>{l.gtin14 ?? t("scanner.not_gtin")}</td>
                      <td>{l.item_number ?? "—"}</td>
                      <td>{l.description ?? t("scanner.unknown_item")}</td>
                      <td class="num">{formatNumber(l.qty, locale)}</td>
                      <td class="num">
                        {l.expected === null ? "—" : formatNumber(l.expected, locale)}
                      </td>
                      <td class="num" data-variance={l.variance ?? ""}>
                        {l.variance === null
                          ? "—"
                          : (l.variance > 0 ? "+" : "") + formatNumber(l.variance, locale)}
                      </td>
                      <td>{formatDateTime(l.last_scanned_at, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      )}
      <h2>{t("scanner.new_list")}</h2>
      {data.stores.length === 0
        ? <p>{t("scanner.no_stores")}</p>
        : (
          <form method="post" class="card" novalidate>
            <label for="list-store">{t("scanner.store")}</label>
            <select
              id="list-store"
              name="store"
              aria-invalid={errors.store ? "true" : undefined}
              aria-describedby={errors.store ? "list-store-error" : undefined}
            >
              {data.stores.map((s) => (
                <option value={s} selected={String(s) === form.store}>{s}</option>
              ))}
            </select>
            {errors.store && <p id="list-store-error" class="field-error">{t(errors.store)}</p>}
            <Field
              id="list-name"
              name="name"
              label={t("scanner.name")}
              value={form.name}
              hint={t("scanner.name_hint")}
              error={errors.name ? t(errors.name) : null}
              required
            />
            <p>
              <button type="submit">{t("scanner.create")}</button>
            </p>
          </form>
        )}
    </>
  );
}

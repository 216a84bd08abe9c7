// The store's order with a vendor as one plain form: per style a size × colour grid of quantity
// inputs (`q.<item>`), the style's terms, the group's booking share and a size-run quick entry;
// then the delivery splits and the buttons. Every input shows what was typed and its error.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import { inLocale } from "../../lib/catalogue/mod.ts";
import { formatCurrency, formatPercent } from "../../lib/i18n/format.ts";
import { cellKey, deliveryFigures, styleTotal } from "../../lib/shows/grid.ts";
import ShowOrderFigures from "../../islands/ShowOrderFigures.tsx";
import DraftAutosave from "../../islands/DraftAutosave.tsx";

const FORM_ID = "show-order-form";
import { VersionField } from "../forms/VersionField.tsx";
import type { OrderPageData, PageError } from "../../lib/shows/order_page.ts";
import type { BookStyle } from "../../lib/shows/schema.ts";
import { fmtFor } from "../../lib/sales/format.ts";
import { OtbLeftPanel } from "../open-to-buy/OtbLeftPanel.tsx";
import { TableHead } from "../orders/HeadCells.tsx";
import { markupOf } from "../../lib/marketing/markup.ts";

function ErrorText({ error, t, id }: { error?: PageError; t: TFunction; id?: string }) {
  if (!error) return null;
  return (
    <p class="field-error" id={id} role="alert">
      {t(error.key, error.vars ?? {})}
    </p>
  );
}

// `t` remembering its answers, per language, across views: a book has hundreds of styles whose
// texts mostly repeat (the same labels, case packs and totals), and the texts never change while
// the server runs. Bounded: cleared when it grows past MEMO_LIMIT texts.
const MEMO_LIMIT = 5_000;
const memos = new WeakMap<TFunction, Map<string, string>>();

function onceEach(t: TFunction): Translate {
  let memo = memos.get(t);
  if (!memo) memos.set(t, memo = new Map());
  const texts = memo;
  return (key, vars) => {
    const id = vars ? `${key}\u0000${JSON.stringify(vars)}` : key;
    let text = texts.get(id);
    if (text === undefined) {
      if (texts.size >= MEMO_LIMIT) texts.clear();
      texts.set(id, text = String(t(key, vars ?? {})));
    }
    return text;
  };
}
type Translate = (key: string, vars?: Record<string, string | number>) => string;

function StyleGrid(
  { style, data, t, tt, locale, locked, rounded }: {
    style: BookStyle;
    data: OrderPageData;
    t: TFunction;
    /** `t` for the texts that repeat from style to style (onceEach). */
    tt: Translate;
    locale: Locale;
    locked: boolean;
    rounded: Set<string>;
  },
) {
  const quantities: Record<string, number> = {};
  for (const item of Object.values(style.items)) {
    const q = Number(data.typed[`q.${item}`]);
    if (Number.isInteger(q) && q > 0) quantities[item] = q;
  }
  const total = styleTotal(style, quantities);
  const insight = data.insights[style.style_id];
  const runName = `run.${style.style_id}`;
  const runLabel = tt("shows.order.size_run", { sizes: style.sizes.join(" ") });
  // The style's terms as one text: "Wholesale $10.00 · Retail $20.00 · case of 2 · …".
  const terms = [
    `${tt("shows.book.wholesale")} ${formatCurrency(style.wholesale, locale)}`,
    `${tt("shows.book.retail")} ${formatCurrency(style.retail, locale)}`,
    tt("shows.book.case_pack", { count: style.case_pack }),
    style.minimum > 0 ? tt("shows.book.minimum", { minimum: style.minimum }) : "",
    insight ? tt("shows.book.share", { share: formatPercent(insight.share, locale, 0) }) : "",
    insight && insight.median !== null ? tt("shows.book.median", { units: insight.median }) : "",
  ].filter((text) => text !== "").join(" · ");
  return (
    <section class="card style-grid" id={`style-${style.style_id}`} data-style={style.style_id}>
      <h3>
        {inLocale(style.name, locale)} <small class="muted">#{style.style_id}</small>
      </h3>
      <p class="muted">{terms}</p>
      <ErrorText error={data.errors[`style.${style.style_id}`]} t={t} />
      <div class="table-wrap">
        {/* Not a DataTable: a size × colour grid of quantity inputs. */}
        <table class="grid">
          <thead>
            <tr>
              <th>{tt("shows.order.colour")}</th>
              {style.sizes.map((size) => <th class="num" key={size}>{size}</th>)}
            </tr>
          </thead>
          <tbody>
            {style.colours.map((colour) => {
              const colourName = inLocale(colour.name, locale);
              return (
                <tr key={colour.code}>
                  <th scope="row">{colourName}</th>
                  {style.sizes.map((size) => {
                    const item = style.items[cellKey(colour.code, size)];
                    if (!item) return <td key={size} />;
                    const name = `q.${item}`;
                    const error = data.errors[name];
                    // A book has hundreds of these cells: alignment and width come from
                    // static/shows.css (table.grid), an empty value is left out.
                    return (
                      <td key={size}>
                        <input
                          name={name}
                          value={data.typed[name] || undefined}
                          inputMode="numeric"
                          disabled={locked}
                          aria-label={`${colourName} ${size}`}
                          aria-invalid={error ? "true" : undefined}
                          data-rounded={rounded.has(item) ? "" : undefined}
                        />
                        {error && <ErrorText error={error} t={t} />}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p class="style-foot">
        <span data-style-units>{tt("shows.order.style_total", { units: total.units })}</span>{" "}
        {formatCurrency(total.cost / 100, locale)}
      </p>
      {!locked && (
        <p class="run">
          <label for={runName}>{runLabel}</label>
          <input
            id={runName}
            name={runName}
            value={data.runs[style.style_id] ?? ""}
            placeholder={style.sizes.map(() => "1").join(" ")}
            aria-invalid={data.errors[runName] ? "true" : undefined}
          />{" "}
          <button type="submit" name="action" value={runName} class="secondary">
            {tt("shows.order.apply_run")}
          </button>{" "}
          <button
            type="submit"
            name="action"
            value={`propose.${style.style_id}`}
            class="secondary"
          >
            {tt("shows.order.propose")}
          </button>
          <ErrorText error={data.errors[runName]} t={t} />
        </p>
      )}
    </section>
  );
}

/**
 * Every style's grid. Those of a stored order as it is stored (`gridVersion`) are rendered once
 * per order version, styles and insights (both kept objects: new ones when they change), language
 * and lock, and kept (lib/marketing/markup.ts): they are most of the page and most of its
 * rendering. What was typed, copied or refused is rendered each time.
 */
function StyleGrids(
  { data, t, locale, locked }: {
    data: OrderPageData;
    t: TFunction;
    locale: Locale;
    locked: boolean;
  },
) {
  const grids = () => {
    const tt = onceEach(t);
    const rounded = new Set(data.rounded);
    return (
      <>
        {data.styles.map((style) => (
          <StyleGrid
            key={style.style_id}
            style={style}
            data={data}
            t={t}
            tt={tt}
            locale={locale}
            locked={locked}
            rounded={rounded}
          />
        ))}
      </>
    );
  };
  if (data.gridVersion === null) return <div class="style-grids">{grids()}</div>;
  const html = markupOf(data.insights, `${data.gridVersion}|${locale}|${locked}`, grids);
  return <div class="style-grids" dangerouslySetInnerHTML={{ __html: html }} />;
}

export function OrderGrid(
  { data, t, locale, action }: {
    data: OrderPageData;
    t: TFunction;
    locale: Locale;
    action: string;
  },
) {
  const locked = !data.open;
  const deliveries = deliveryFigures(data.styles, data.typed, data.splits.map((s) => s.percent));
  return (
    <>
      <form method="post" action={action} novalidate data-order-form id={FORM_ID}>
        <input type="hidden" name="split_count" value={String(data.splits.length)} />
        <VersionField version={data.version} />
        {/* Enter in any input saves (the first submit button is the form's default). */}
        {!locked && (
          <button type="submit" name="action" value="save" class="default-action" tabIndex={-1}>
            {t("shows.order.save")}
          </button>
        )}
        {data.formError && <p class="error" role="alert" data-form-error>{t(data.formError)}</p>}
        {data.formMessage && <p class="error" role="alert" data-form-error>{data.formMessage}</p>}
        {data.notice && (
          <p class="notice" role="status">{t(`shows.notices.${data.notice}`, data.noticeVars)}</p>
        )}
        {data.rounded.length > 0 && (
          <p class="notice" role="status">
            {t("shows.notices.rounded", { count: data.rounded.length })}
          </p>
        )}
        <StyleGrids data={data} t={t} locale={locale} locked={locked} />
        <h2 id="splits">{t("shows.order.splits")}</h2>
        <p class="hint">{t("shows.order.splits_hint")}</p>
        <datalist id="ship-tos">
          {data.shipTos.map((s) => <option key={s.id} value={s.address}>{s.label}</option>)}
        </datalist>
        <div class="table-wrap">
          {/* Not a DataTable: a form whose rows are the deliveries' inputs. */}
          <table class="splits">
            <TableHead
              t={t}
              keys={[
                "shows.order.start_ship",
                "shows.order.cancel_date",
                "shows.order.po_ref",
                "shows.order.ship_to",
                "shows.order.percent",
                "shows.order.delivery_units",
                "shows.order.delivery_value",
              ]}
              num={[
                "shows.order.percent",
                "shows.order.delivery_units",
                "shows.order.delivery_value",
              ]}
              first={<th>#</th>}
              last={<th />}
            />
            <tbody>
              {data.splits.map((split, i) => {
                const field = (name: keyof typeof split, type = "text", extra = {}) => {
                  const key = `split.${i}.${name}`;
                  const error = data.errors[key];
                  return (
                    <td>
                      <input
                        name={key}
                        type={type}
                        value={split[name]}
                        disabled={locked}
                        aria-label={`${t(`shows.order.${name}`)} ${i + 1}`}
                        aria-invalid={error ? "true" : undefined}
                        {...extra}
                      />
                      <ErrorText error={error} t={t} />
                    </td>
                  );
                };
                return (
                  <tr key={i} data-split={i}>
                    <td>{i + 1}</td>
                    {field("start_ship", "date")}
                    {field("cancel_date", "date")}
                    {field("po_ref")}
                    {field("ship_to", "text", { list: "ship-tos" })}
                    {field("percent", "text", { inputMode: "numeric", size: 3 })}
                    <td class="num" data-delivery-units={i}>{deliveries[i]?.units ?? ""}</td>
                    <td class="num" data-delivery-value={i}>
                      {deliveries[i] ? formatCurrency(deliveries[i].cents / 100, locale) : ""}
                    </td>
                    <td>
                      {!locked && data.splits.length > 1 && (
                        <button
                          type="submit"
                          name="action"
                          value={`remove_split.${i}`}
                          class="secondary"
                        >
                          {t("shows.order.remove_split")}
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {!locked && (
          <p class="actions">
            <button type="submit" name="action" value="add_split" class="secondary">
              {t("shows.order.add_split")}
            </button>{" "}
            <button type="submit" name="action" value="copy_to_all" class="secondary">
              {t("shows.order.copy_to_all")}
            </button>
          </p>
        )}
        <p class="order-total" data-order-total>
          {t("shows.order.total", { units: data.total.units })}{" "}
          <strong>{formatCurrency(data.total.cost / 100, locale)}</strong>{" "}
          ({t("shows.order.retail_total", {
            retail: formatCurrency(data.total.retail / 100, locale),
          })})
        </p>
        <OtbLeftPanel cells={data.otb} t={t} f={fmtFor(locale)} />
        {!locked && (
          <p class="actions">
            <button type="submit" name="action" value="save">{t("shows.order.save")}</button>{" "}
            <button type="submit" name="action" value="review">{t("shows.order.review")}</button>
          </p>
        )}
      </form>
      {!locked && (
        <ShowOrderFigures
          formId={FORM_ID}
          locale={locale}
          styles={data.styles.map((st) => ({
            case_pack: st.case_pack,
            department: st.department,
            wholesale: st.wholesale,
            retail: st.retail,
          }))}
        />
      )}
      {/* A submitted order is not saved in the background: saving it reopens it as a draft. */}
      {!locked && (data.order === null || data.order.state === "draft") && (
        <DraftAutosave
          formId={FORM_ID}
          locale={locale}
          texts={{
            saved: t("shows.autosave.saved", { time: "{{time}}" }),
            saving: t("shows.autosave.saving"),
            offline: t("shows.autosave.offline"),
          }}
        />
      )}
    </>
  );
}

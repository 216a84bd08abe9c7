// /head-office/quote-parser/{guid} (buyers): the read quote to review — progress while its task
// runs, then the lines, matches and total check; POST corrects a line's item (remembered for the
// vendor) or makes a specials order-form draft of it; ?format=csv exports the priced lines.
import type { Handlers, PageProps } from "$fresh/server.ts";
import { Head } from "$fresh/runtime.ts";
import type { PortalState } from "../../../lib/state.ts";
import { HoFrame } from "../../../components/head-office/Frame.tsx";
import { getTask, type Task } from "../../../lib/tasks/store.ts";
import { fixLine, getResult } from "../../../lib/quotes/store.ts";
import { findItem } from "../../../lib/quotes/catalogue.ts";
import { getVariant } from "../../../lib/catalogue/mod.ts";
import type { QuoteResult } from "../../../lib/quotes/schema.ts";
import { quoteCsv } from "../../../lib/quotes/export.ts";
import { csvTextResponse } from "../../../lib/http/csv.ts";
import { QuoteResultView } from "../../../components/quotes/QuoteResultView.tsx";
import { safeFilename } from "../../../lib/i18n/format.ts";
import { createSpecialsDraft } from "../../../lib/quotes/to_specials.ts";
import { readForm, seeOther, textValue } from "../../../lib/forms/mod.ts";
import { FixLineForm } from "../../../lib/quotes/schema.ts";

interface Data {
  task: Task;
  result: QuoteResult | null;
  /** Our catalogue cost (cents) of each matched item of the quote. */
  costs?: Record<string, number>;
  notice?: string;
  /** A refused correction: its row, why, and the item number as typed. */
  fixError?: { row: number; message: string; value: string };
  /** Why no specials draft could be made of the quote. */
  draftError?: string;
}

async function costsOf(kv: Deno.Kv, result: QuoteResult): Promise<Record<string, number>> {
  const items = [...new Set(result.lines.flatMap((l) => l.item_number ? [l.item_number] : []))];
  const variants = await Promise.all(items.map((n) => getVariant(kv, n)));
  return Object.fromEntries(variants.flatMap((v) => v ? [[v.item_number, v.cost]] : []));
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const { kv, t } = ctx.state;
    const task = await getTask(kv, ctx.params.guid);
    if (!task || task.kind !== "quote-parse") return ctx.renderNotFound();
    const result = await getResult(kv, task.guid);
    if (result && ctx.url.searchParams.get("format") === "csv") {
      const name = safeFilename(`quote-${result.vendor}-${result.name || result.guid}`);
      return csvTextResponse(quoteCsv(result, ctx.state.locale), name);
    }
    const fixed = ctx.url.searchParams.get("fixed");
    const item = ctx.url.searchParams.get("item");
    const notice = fixed && item ? t("quotes.result.fixed", { row: fixed, item }) : undefined;
    return ctx.render({ task, result, notice, costs: result ? await costsOf(kv, result) : {} });
  },
  async POST(req, ctx) {
    const { kv, t } = ctx.state;
    const task = await getTask(kv, ctx.params.guid);
    const result = task ? await getResult(kv, task.guid) : null;
    if (!task || !result) return ctx.renderNotFound();
    const form = await readForm(req, FixLineForm, { t });
    if (form.values.action === "specials_draft") {
      const draft = await createSpecialsDraft(kv, result);
      if (!draft) {
        return ctx.render({
          task,
          result,
          costs: await costsOf(kv, result),
          draftError: t("quotes.result.draft_none"),
        }, {
          status: 400,
        });
      }
      return seeOther(`/head-office/specials/edit/${draft.form.id}`);
    }
    const typed = textValue(form.values, "item_number");
    const row = form.ok ? form.data.row : Number(textValue(form.values, "row"));
    const item = form.ok && form.data.item_number
      ? await findItem(kv, form.data.item_number)
      : null;
    if (!form.ok || !item || !result.lines.some((l) => l.row === row)) {
      const message = form.ok
        ? t("quotes.result.unknown_item", { item: form.data.item_number })
        : form.errors.item_number ?? Object.values(form.errors)[0];
      return ctx.render({
        task,
        result,
        costs: await costsOf(kv, result),
        fixError: { row, message, value: typed },
      }, {
        status: 400,
      });
    }
    await fixLine(kv, task.guid, row, item);
    const location = `/head-office/quote-parser/${task.guid}?fixed=${row}&item=${
      encodeURIComponent(item.item_number)
    }#row-${row}`;
    return seeOther(location);
  },
};

export default function QuoteResultPage({ state, data }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  const { task, result } = data;
  const running = !result && (task.status === "queued" || task.status === "running");
  return (
    <HoFrame id="ho_quote_parser_result" t={t}>
      {running && (
        <Head>
          <meta http-equiv="refresh" content="2" />
        </Head>
      )}
      {running && (
        <p data-running>
          {t("quotes.running")} <a href={`/tasks/${task.guid}`}>{t("quotes.status_link")}</a>
        </p>
      )}
      {!result && task.status === "failed" && (
        <p class="field-error" role="alert">
          {t("quotes.failed", { errors: task.errors.map((e) => e.message).join("; ") })}
        </p>
      )}
      {result && (
        <QuoteResultView
          result={result}
          costs={data.costs ?? {}}
          t={t}
          locale={locale}
          notice={data.notice}
          fixError={data.fixError}
          draftError={data.draftError}
        />
      )}
    </HoFrame>
  );
}

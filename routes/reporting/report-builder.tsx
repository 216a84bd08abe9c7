import type { Handlers, PageProps } from "$fresh/server.ts";
import { ReportBuilderForm } from "../../components/sales/ReportBuilder.tsx";
import { listVendors } from "../../lib/stores/mod.ts";
import { getStores } from "../../lib/stores/mod.ts";
import { defaultPeriod } from "../../lib/sales/dashboards.ts";
import { todayInToronto } from "../../lib/sales/calendar.ts";
import { requireUser } from "../../lib/auth/signed_in.ts";
import {
  deleteSavedReport,
  listSavedReports,
  RELATIVE_PERIODS,
  relativePeriod,
  reportableStores,
  type ReportDefinition,
  ReportDefinitionSchema,
  resolvePeriod,
  type SavedReport,
  saveReport,
  startReport,
} from "../../lib/sales/reports.ts";
import type { PortalState } from "../../lib/state.ts";
import { SalesPageHeader } from "../../components/sales/SalesPageHeader.tsx";
import { labelledErrors } from "../../lib/forms/mod.ts";

interface Data {
  def: ReportDefinition;
  /** The saved report shown (its name fills the name field), or null. */
  name: string | null;
  notice: string | null;
  stores: [number, string][];
  vendors: [string, string][];
  saved: SavedReport[];
  error?: string;
}

async function load(
  ctx: { state: PortalState },
  def: ReportDefinition,
  error?: string,
  shown: { name: string | null; notice: string | null } = { name: null, notice: null },
): Promise<Data> {
  const user = requireUser(ctx.state);
  const kv = ctx.state.kv;
  const numbers = await reportableStores(kv, user);
  const stores = (await getStores(kv, numbers)).map((s) =>
    [s.store_number, s.name] as [number, string]
  );
  const vendors = (await listVendors(kv)).map((v) => [v.vendor_number, v.name] as [string, string]);
  return { def, stores, vendors, saved: await listSavedReports(kv, user), error, ...shown };
}

const DEFAULT: () => ReportDefinition = () => ({
  kind: "sales",
  dimensions: ["department"],
  measures: ["sales", "units", "margin_pct"],
  filters: { stores: [], departments: [], vendors: [] },
  period: defaultPeriod(),
});

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const user = requireUser(ctx.state);
    const id = ctx.url.searchParams.get("saved");
    const saved = id ? (await listSavedReports(ctx.state.kv, user)).find((s) => s.id === id) : null;
    const notice = saved && ctx.url.searchParams.get("notice") === "saved" ? "saved" : null;
    return ctx.render(
      await load(ctx, resolvePeriod(saved?.definition ?? DEFAULT(), todayInToronto()), undefined, {
        name: saved?.name ?? null,
        notice,
      }),
    );
  },
  async POST(req, ctx) {
    const user = requireUser(ctx.state);
    const form = await req.formData();
    const action = form.get("action");
    const relative = RELATIVE_PERIODS.find((r) => r === form.get("relative"));
    if (action === "delete") {
      await deleteSavedReport(ctx.state.kv, user, String(form.get("id")));
      return new Response(null, {
        status: 303,
        headers: { location: "/reporting/report-builder" },
      });
    }
    const input = {
      kind: form.get("kind"),
      dimensions: form.getAll("dimensions"),
      measures: form.getAll("measures"),
      filters: {
        stores: form.getAll("stores").map(Number),
        departments: form.getAll("departments").map(String),
        vendors: form.getAll("vendors").map(String),
      },
      period: { start: form.get("start"), end: form.get("end") },
      // A relative period keeps its name (saved definitions run on fresh dates); its dates are
      // today's, whatever the date fields say.
      ...(relative ? { relative } : {}),
    };
    if (relative) input.period = relativePeriod(relative, todayInToronto());
    const parsed = ReportDefinitionSchema.safeParse(input);
    if (!parsed.success) {
      // Translated messages named by the form's labels, and every choice kept as made.
      const { t } = ctx.state;
      const labels = Object.fromEntries(
        ["kind", "dimensions", "measures", "filters", "period"].map((
          f,
        ) => [f, t(`reporting.${f}`)]),
      );
      const fallback = DEFAULT();
      const kept = {
        ...input,
        kind: input.kind === "stock" ? "stock" : fallback.kind,
        period: { start: String(input.period.start ?? ""), end: String(input.period.end ?? "") },
      } as ReportDefinition;
      return ctx.render(
        await load(ctx, kept, labelledErrors(parsed.error, t, labels, input)),
        { status: 400 },
      );
    }
    if (action === "save") {
      const name = String(form.get("name") ?? "").trim() ||
        `${parsed.data.kind} ${parsed.data.period.start}`;
      const saved = await saveReport(ctx.state.kv, user, name.slice(0, 80), parsed.data);
      // Back to the form as saved: the next run runs this definition, not the default one.
      return new Response(null, {
        status: 303,
        headers: { location: `/reporting/report-builder?saved=${saved.id}&notice=saved` },
      });
    }
    const task = await startReport(ctx.state.kv, user, parsed.data);
    return new Response(null, { status: 303, headers: { location: task.resultUrl! } });
  },
};

export default function ReportBuilder({ data, state }: PageProps<Data, PortalState>) {
  const { t } = state;
  return (
    <>
      <SalesPageHeader
        t={t}
        title={t("reporting.builder_title")}
      />
      <ReportBuilderForm {...data} t={t} />
    </>
  );
}

// /admin/locally (site admins): the Locally store inventory feed — schedule, last upload and its
// problems, a preview of the feed as it would be built now, "build and send now" (a task).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import {
  changedFields,
  formValues,
  postedVersion,
  seeOther,
  staleEditErrors,
  validateForm,
} from "../../lib/forms/mod.ts";
import { formatCurrency, formatDateTime } from "../../lib/i18n/format.ts";
import { type AuditEntry, listAudit } from "../../lib/admin/audit.ts";
import {
  getLastRun,
  getNextRun,
  getSettings,
  LocallyFormSchema,
  readPreview,
  saveSettings,
  settingsVersion,
  startRun,
  uploadTarget,
} from "../../lib/admin/locally.ts";
import {
  LocallyPanel,
  type LocallyPanelProps,
  PREVIEW_TABLE,
  previewColumns,
} from "../../components/admin/LocallyPanel.tsx";
import { csvResponseFor } from "../../lib/forms/table.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { AuditLog } from "../../components/admin/AuditLog.tsx";
import { AdminHeader } from "../../components/admin/AdminHeader.tsx";

type Data = Omit<LocallyPanelProps, "t" | "formatTime" | "formatMoney" | "url"> & {
  audit: AuditEntry[];
};

const money = (locale: Locale) => (cents: number) => formatCurrency(cents / 100, locale);

async function load(kv: Deno.Kv, config: PortalState["config"]) {
  const settings = await getSettings(kv);
  return {
    target: uploadTarget(config),
    settings,
    values: { enabled: settings.enabled, hour: String(settings.hour) },
    lastRun: await getLastRun(kv),
    nextAt: (await getNextRun(kv))?.at ?? null,
    preview: await readPreview(kv),
    audit: await listAudit(kv, "locally"),
    version: await settingsVersion(kv),
  };
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const { kv, config, t, locale } = ctx.state;
    const data = await load(kv, config);
    const columns = previewColumns(t, money(locale));
    return csvResponseFor(
      ctx.url,
      PREVIEW_TABLE,
      columns,
      data.preview?.rows ?? [],
      "locally-preview",
      {
        locale,
      },
    ) ?? ctx.render({ ...data, errors: {} });
  },
  async POST(req, ctx) {
    const { kv, config, t } = ctx.state;
    const form = await formValues(req, { booleans: ["enabled"] });
    if (form.action === "run") {
      const task = await startRun(kv, ctx.state.user!);
      return new Response(null, {
        status: 303,
        headers: { location: `/tasks/${task.guid}` },
      });
    }
    const parsed = validateForm(form, LocallyFormSchema, t);
    const version = postedVersion(form);
    if (parsed.ok && await saveSettings(kv, ctx.state.user!, parsed.data, version)) {
      return seeOther("/admin/locally");
    }
    const data = await load(kv, config);
    // refused as stale: what is stored now beside what was typed; the form carries the new version
    const errors = parsed.ok
      ? staleEditErrors(
        t,
        changedFields(form, {
          enabled: { label: t("admin_locally.enabled"), saved: data.settings.enabled },
          hour: { label: t("admin_locally.hour"), saved: String(data.settings.hour) },
        }),
      )
      : parsed.errors;
    return ctx.render({
      ...data,
      values: { enabled: form.enabled === true, hour: String(form.hour ?? "") },
      errors,
      version: parsed.ok ? data.version : version ?? "",
    }, { status: parsed.ok ? 409 : 400 });
  },
};

export default function LocallyPage({ data, state, url }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  const formatTime = (iso: string) => formatDateTime(iso, locale);
  return (
    <>
      <AdminHeader t={t} page="admin_locally" styles lead={t("admin_locally.intro")} />
      <LocallyPanel
        {...data}
        t={t}
        formatTime={formatTime}
        formatMoney={money(locale)}
        url={url}
      />
      <AuditLog t={t} entries={data.audit} formatTime={formatTime} url={url} />
    </>
  );
}

// /admin/easypost (site admins): EasyPost keys (sealed, never shown again), the webhook address
// and secret, the last webhook, the error rate, "send a test"; the audit log of every change.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { formValues, seeOther, validateForm } from "../../lib/forms/mod.ts";
import { formatDateTime, formatPercent } from "../../lib/i18n/format.ts";
import { linkOrigin } from "../../lib/mail/mod.ts";
import { type AuditEntry, listAudit } from "../../lib/admin/audit.ts";
import {
  type EasypostActivity,
  easypostActivity,
  EasypostFormSchema,
  type EasypostView,
  getEasypost,
  saveEasypost,
  sendTest,
} from "../../lib/admin/easypost.ts";
import { EasypostPanel } from "../../components/admin/EasypostPanel.tsx";
import { AuditLog } from "../../components/admin/AuditLog.tsx";
import { AdminHeader } from "../../components/admin/AdminHeader.tsx";

interface Data {
  settings: EasypostView;
  activity: EasypostActivity;
  audit: AuditEntry[];
  webhookUrl: string;
  mode: string;
  errors: Record<string, string>;
  saved: boolean;
}

const REMOVABLE = ["test_key", "live_key", "webhook_secret"] as const;

async function load(kv: Deno.Kv, config: PortalState["config"]) {
  const settings = await getEasypost(kv);
  return {
    settings,
    activity: await easypostActivity(kv),
    audit: await listAudit(kv, "easypost"),
    webhookUrl: `${linkOrigin(config)}/api/easypost/webhook`,
    mode: settings.mode,
  };
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const { kv, config } = ctx.state;
    return ctx.render({
      ...await load(kv, config),
      errors: {},
      saved: ctx.url.searchParams.has("saved"),
    });
  },
  async POST(req, ctx) {
    const { kv, config, t } = ctx.state;
    const actor = ctx.state.user!;
    const form = await formValues(req, { arrays: ["remove"] });
    if (form.action === "test") {
      await sendTest(kv, config, actor);
      return seeOther("/admin/easypost");
    }
    const parsed = validateForm(form, EasypostFormSchema, t);
    let errors: Record<string, string>;
    if (parsed.ok) {
      const remove = REMOVABLE.filter((n) => (form.remove as string[]).includes(n));
      const result = await saveEasypost(kv, actor, parsed.data, remove);
      if (result.ok) {
        return seeOther("/admin/easypost?saved");
      }
      errors = { [result.field]: t(result.key) };
    } else errors = parsed.errors;
    // Secrets are never echoed back: the user types them again.
    return ctx.render({
      ...await load(kv, config),
      mode: typeof form.mode === "string" ? form.mode : "test",
      errors,
      saved: false,
    }, { status: 400 });
  },
};

export default function EasypostPage({ data, state, url }: PageProps<Data, PortalState>) {
  const { t, locale } = state;
  const formatTime = (iso: string) => formatDateTime(iso, locale);
  return (
    <>
      <AdminHeader
        t={t}
        page="admin_easypost"
        styles
        lead={t("admin_easypost.intro")}
        notice={data.saved && t("admin_easypost.saved")}
      />
      <EasypostPanel
        {...data}
        t={t}
        formatTime={formatTime}
        formatPercent={(ratio) => formatPercent(ratio, locale)}
      />
      <AuditLog t={t} entries={data.audit} formatTime={formatTime} url={url} />
    </>
  );
}

// /admin/store-shipping-information/{store_number} (site admins): the editor of one store's
// shipping information, with its audit log. Website fulfillment reads what is saved here.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import {
  changedFields,
  formValues,
  postedVersion,
  seeOther,
  staleEditErrors,
  validateForm,
} from "../../../lib/forms/mod.ts";
import { formatDateTime } from "../../../lib/i18n/format.ts";
import { type AuditEntry, listAudit } from "../../../lib/admin/audit.ts";
import {
  getShippingInfo,
  saveShippingInfo,
  SHIPPING_FORM_ARRAYS,
  shippingFieldsForDiff,
  type ShippingForm,
  ShippingFormSchema,
  shippingFormValues,
  type ShippingInfo,
  shippingVersion,
} from "../../../lib/admin/shipping.ts";
import { ShippingEditor } from "../../../components/admin/ShippingViews.tsx";
import { AuditLog } from "../../../components/admin/AuditLog.tsx";
import { AdminHeader } from "../../../components/admin/AdminHeader.tsx";

interface Data {
  info: ShippingInfo;
  values: ShippingForm;
  errors: Record<string, string>;
  audit: AuditEntry[];
  saved: boolean;
  /** The version the editor was read at (lib/forms/version.ts). */
  version: string;
}

/** A field's label as the editor shows it (carrier accounts by their carrier's name). */
function fieldLabel(t: PortalState["t"], field: string): string {
  if (field.startsWith("account_")) {
    return t(`admin_shipping.carrier_names.${field.slice("account_".length)}`);
  }
  if (field === "pickup_days") return t("admin_shipping.pickup_days");
  return t(`admin_shipping.fields.${field}`);
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const n = Number(ctx.params.store_number);
    const info = await getShippingInfo(ctx.state.kv, n);
    if (!info) return ctx.renderNotFound();
    return ctx.render({
      info,
      values: shippingFormValues(info),
      errors: {},
      audit: await listAudit(ctx.state.kv, `store_shipping:${n}`),
      saved: ctx.url.searchParams.has("saved"),
      version: await shippingVersion(ctx.state.kv, n),
    });
  },
  async POST(req, ctx) {
    const { kv, t } = ctx.state;
    const n = Number(ctx.params.store_number);
    const info = await getShippingInfo(kv, n);
    if (!info) return ctx.renderNotFound();
    const form = await formValues(req, { arrays: SHIPPING_FORM_ARRAYS });
    const parsed = validateForm(form, ShippingFormSchema, t);
    let errors = parsed.ok ? {} : parsed.errors;
    let version = postedVersion(form) ?? "";
    let status = 400;
    if (parsed.ok) {
      const saved = await saveShippingInfo(
        kv,
        ctx.state.user!,
        n,
        parsed.data,
        postedVersion(form),
      );
      if (saved.ok) return seeOther(`/admin/store-shipping-information/${n}?saved`);
      // saved meanwhile: what is stored now beside what was typed, and the current version
      const fields = shippingFieldsForDiff(saved.current, (f) => fieldLabel(t, f));
      errors = staleEditErrors(t, changedFields(form, fields));
      version = saved.version;
      status = 409;
    }
    return ctx.render({
      info,
      values: { ...shippingFormValues(info), ...form } as ShippingForm,
      errors,
      audit: await listAudit(kv, `store_shipping:${n}`),
      saved: false,
      version,
    }, { status });
  },
};

export default function ShippingEditorPage(
  { data, state, params, url }: PageProps<Data, PortalState>,
) {
  const { t, locale } = state;
  return (
    <>
      <AdminHeader t={t} page="admin_store_shipping_store" params={params} styles />
      {data.saved && <p class="notice" role="status">{t("admin_shipping.saved")}</p>}
      <p class="lead" data-configured={String(data.info.configured)}>
        {data.info.configured
          ? t("admin_shipping.updated", {
            at: formatDateTime(data.info.updated_at!, locale),
            by: data.info.updated_by,
          })
          : t("admin_shipping.not_configured")}
      </p>
      <ShippingEditor t={t} values={data.values} errors={data.errors} version={data.version} />
      <AuditLog
        t={t}
        entries={data.audit}
        formatTime={(iso) => formatDateTime(iso, locale)}
        url={url}
      />
    </>
  );
}

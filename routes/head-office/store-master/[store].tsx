// /head-office/store-master/{store} (buyers): the editor of one store's record, with its audit
// trail; a free store number (1001–9999) opens the form that adds that store. A save that meets a
// record changed meanwhile is refused (409) with what the user typed kept and what changed named
// (lib/forms/version.ts).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { SignedInState } from "../../../lib/auth/signed_in.ts";
import { requireUser } from "../../../lib/auth/signed_in.ts";
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
import { getPosStatus } from "../../../lib/admin/pos.ts";
import {
  saveStore,
  STORE_FORM_ARRAYS,
  STORE_FORM_BOOLEANS,
  storeFieldsForDiff,
  StoreFormSchema,
  storeFormValues,
  storeFromForm,
  storeWithVersion,
} from "../../../lib/head_office/store_master.ts";
import { centroidOf, fsaOf } from "../../../lib/head_office/geocode.ts";
import { AuditLog } from "../../../components/admin/AuditLog.tsx";
import { HoFrame } from "../../../components/head-office/Frame.tsx";
import { StoreEditor } from "../../../components/head-office/StoreMaster.tsx";

interface Data {
  creating: boolean;
  values: Record<string, string | string[] | boolean>;
  errors: Record<string, string>;
  version: string;
  pos: string | null;
  audit: AuditEntry[];
  notice?: string | null;
}

async function load(kv: Deno.Kv, param: string) {
  const n = Number(param);
  if (!Number.isInteger(n)) return null;
  const current = await storeWithVersion(kv, n);
  if (current) return { creating: false as const, number: n, current };
  return n >= 1001 && n <= 9999 ? { creating: true as const, number: n, current: null } : null;
}

export const handler: Handlers<Data, SignedInState> = {
  async GET(_req, ctx) {
    const { kv } = ctx.state;
    const found = await load(kv, ctx.params.store);
    if (!found) return ctx.renderNotFound();
    const n = found.current?.store.store_number;
    return ctx.render({
      creating: found.creating,
      values: found.current
        ? storeFormValues(found.current.store)
        : { ...storeFormValues(null), store_number: String(found.number) },
      errors: {},
      version: found.current?.version ?? "",
      pos: n ? (await getPosStatus(kv, n))?.system ?? null : null,
      audit: n ? await listAudit(kv, `store:${n}`) : [],
    });
  },
  async POST(req, ctx) {
    const user = requireUser(ctx.state);
    const { kv, t } = ctx.state;
    const found = await load(kv, ctx.params.store);
    if (!found) return ctx.renderNotFound();
    const values = await formValues(req, {
      arrays: STORE_FORM_ARRAYS,
      booleans: STORE_FORM_BOOLEANS,
    });
    values.store_number = String(found.number);
    const posted = postedVersion(values);
    const parsed = validateForm(values, StoreFormSchema, t);
    const n = found.current?.store.store_number;
    const again = async (
      errors: Record<string, string>,
      status: number,
      version = posted,
      notice: string | null = null,
    ) =>
      ctx.render({
        creating: found.creating,
        values,
        errors,
        version: version ?? "",
        pos: n ? (await getPosStatus(kv, n))?.system ?? null : null,
        audit: n ? await listAudit(kv, `store:${n}`) : [],
        notice,
      }, { status });
    if (values.action === "geocode") {
      // fill the coordinates from the postal code's area centre and show them; nothing is saved
      const postal = typeof values.postal_code === "string" ? values.postal_code : "";
      const at = centroidOf(postal);
      if (!at) return again({ postal_code: t("head_office.errors.no_centroid") }, 400);
      values.latitude = String(at[0]);
      values.longitude = String(at[1]);
      return again({}, 200, posted, t("head_office.store.geocoded", { fsa: fsaOf(postal) }));
    }
    if (!parsed.ok) return again(parsed.errors, 400);
    const store = storeFromForm(parsed.data);
    const result = await saveStore(
      kv,
      user,
      store,
      found.creating ? { create: true } : { create: false, version: posted },
    );
    if (result === "exists") {
      return again({ store_number: t("head_office.errors.store_exists") }, 409);
    }
    if (result === "conflict") {
      // what is stored now, beside what was typed; the form now carries the current version
      const now = await storeWithVersion(kv, found.number);
      const changes = now ? changedFields(values, storeFieldsForDiff(now.store, t)) : [];
      return again(staleEditErrors(t, changes), 409, now?.version ?? "");
    }
    return seeOther(`/head-office/store-master/${store.store_number}?saved=${result}`);
  },
};

export default function StorePage({ data, state, params, url }: PageProps<Data, SignedInState>) {
  const { t, locale } = state;
  const saved = url.searchParams.get("saved");
  return (
    <HoFrame
      id="ho_store_master_store"
      t={t}
      params={{ store: params.store }}
      lead={data.creating ? t("head_office.store_master.creating") : undefined}
      notice={saved
        ? t(`head_office.store_master.${saved === "unchanged" ? "unchanged" : "saved"}`)
        : null}
    >
      <StoreEditor
        t={t}
        values={data.values}
        errors={data.errors}
        creating={data.creating}
        version={data.version}
        pos={data.pos}
        notice={data.notice}
      />
      {!data.creating && (
        <AuditLog
          t={t}
          entries={data.audit}
          formatTime={(iso) => formatDateTime(iso, locale)}
          url={url}
        />
      )}
    </HoFrame>
  );
}

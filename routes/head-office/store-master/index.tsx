// /head-office/store-master (buyers): every store of the group — THE store record of lib/stores —
// with its CSV export (the import's format) and the CSV import, which writes nothing unless every
// line is valid (postal code against province, coordinates in Canada).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { SignedInState } from "../../../lib/auth/signed_in.ts";
import { requireUser } from "../../../lib/auth/signed_in.ts";
import { listStores } from "../../../lib/stores/mod.ts";
import { listPosStatuses } from "../../../lib/admin/pos.ts";
import { csvResponseFor } from "../../../lib/forms/table.ts";
import { seeOther } from "../../../lib/forms/mod.ts";
import {
  applyStoreImport,
  type ImportRowError,
  planStoreImport,
} from "../../../lib/head_office/store_csv.ts";
import { DataTable } from "../../../components/DataTable.tsx";
import { Field } from "../../../components/Field.tsx";
import { HoFrame } from "../../../components/head-office/Frame.tsx";
import {
  ImportForm,
  storeColumns,
  type StoreRow,
} from "../../../components/head-office/StoreMaster.tsx";

interface Data {
  rows: StoreRow[];
  text: string;
  errors: ImportRowError[];
}

/** Largest CSV the import reads (a few hundred stores is ~60 kB). */
const MAX_IMPORT_BYTES = 512 * 1024;

async function rows(kv: Deno.Kv): Promise<StoreRow[]> {
  const pos = new Map((await listPosStatuses(kv)).map((s) => [s.store_number, s.system]));
  return (await listStores(kv)).map((store) => ({
    store,
    pos: pos.get(store.store_number) ?? null,
  }));
}

export const handler: Handlers<Data, SignedInState> = {
  async GET(_req, ctx) {
    // "Add a store": its number opens the editor of that (free) number.
    const add = ctx.url.searchParams.get("add")?.trim() ?? "";
    if (/^\d{4}$/.test(add)) return seeOther(`/head-office/store-master/${add}`);
    const all = await rows(ctx.state.kv);
    const csv = csvResponseFor(ctx.url, "stores", storeColumns(null), all, "store-master.csv", {
      locale: ctx.state.locale,
    });
    return csv ?? ctx.render({ rows: all, text: "", errors: [] });
  },
  async POST(req, ctx) {
    const user = requireUser(ctx.state);
    const { kv, t } = ctx.state;
    const form = await req.formData();
    const file = form.get("file");
    const pasted = String(form.get("text") ?? "");
    const text = file instanceof File && file.size > 0
      ? (file.size <= MAX_IMPORT_BYTES ? await file.text() : "")
      : pasted;
    const tooBig = file instanceof File && file.size > MAX_IMPORT_BYTES;
    const all = await rows(kv);
    const plan = tooBig
      ? { stores: [], errors: [{ line: 1, field: "", message: t("head_office.import.too_big") }] }
      : planStoreImport(text, t, all.map((r) => r.store));
    if (plan.errors.length) {
      return ctx.render({ rows: all, text: pasted, errors: plan.errors }, { status: 400 });
    }
    const c = await applyStoreImport(kv, user, plan.stores);
    if (!c.ok) {
      const errors = [{ line: 1, field: "", message: t("head_office.import.conflict") }];
      return ctx.render({ rows: await rows(kv), text: pasted, errors }, { status: 409 });
    }
    return seeOther(
      `/head-office/store-master?created=${c.created}&updated=${c.updated}&unchanged=${c.unchanged}`,
    );
  },
};

export default function StoreMasterPage({ data, state, url }: PageProps<Data, SignedInState>) {
  const { t } = state;
  const q = url.searchParams;
  const notice = q.has("created")
    ? t("head_office.import.done", {
      created: Number(q.get("created")),
      updated: Number(q.get("updated")),
      unchanged: Number(q.get("unchanged")),
    })
    : null;
  const active = data.rows.filter((r) => r.store.active).length;
  return (
    <HoFrame
      id="ho_store_master"
      t={t}
      lead={t("head_office.store_master.lead", { count: data.rows.length, active })}
      notice={notice}
    >
      <p>
        <a class="button secondary" href="/head-office/store-master/map">
          {t("head_office.store_master.map_link")}
        </a>
      </p>
      <form method="get" class="ho-filters">
        <Field
          name="add"
          type="int"
          label={t("head_office.store_master.add")}
          hint={t("head_office.store.store_number_hint")}
        />
        <p>
          <button type="submit" class="secondary">
            {t("head_office.store_master.add_submit")}
          </button>
        </p>
      </form>
      <DataTable
        id="stores"
        columns={storeColumns(t)}
        rows={data.rows}
        url={url}
        t={t}
        rowAttrs={(r) => ({ "data-store": String(r.store.store_number) })}
      />
      <ImportForm t={t} text={data.text} errors={data.errors} />
    </HoFrame>
  );
}

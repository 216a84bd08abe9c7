// /head-office/mappings (buyers): each POS system's vendor and department codes mapped to the
// group's, and the codes imports met without a mapping (most frequent first), each one click from
// the form that maps it.
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { SignedInState } from "../../lib/auth/signed_in.ts";
import { requireUser } from "../../lib/auth/signed_in.ts";
import { formValues, seeOther, validateForm } from "../../lib/forms/mod.ts";
import { formatDateTime } from "../../lib/i18n/format.ts";
import { POS_SYSTEMS } from "../../lib/admin/pos.ts";
import {
  type CodeMapping,
  deleteMapping,
  listMappings,
  listUnmapped,
  MAPPING_KINDS,
  MappingFormSchema,
  saveMapping,
  type UnmappedCode,
  validTarget,
} from "../../lib/head_office/mappings.ts";
import { DataTable } from "../../components/DataTable.tsx";
import { type Column, csvResponseFor } from "../../lib/forms/table.ts";
import { HoFrame, SelectField } from "../../components/head-office/Frame.tsx";
import { Field } from "../../components/Field.tsx";
import { ConfirmSubmit } from "../../components/forms/ConfirmSubmit.tsx";

interface Data {
  mappings: CodeMapping[];
  unmapped: UnmappedCode[];
  values: Record<string, string | string[] | boolean>;
  errors: Record<string, string>;
}

async function load(kv: Deno.Kv) {
  const [mappings, unmapped] = await Promise.all([listMappings(kv), listUnmapped(kv)]);
  return { mappings, unmapped };
}

export const handler: Handlers<Data, SignedInState> = {
  async GET(_req, ctx) {
    const q = ctx.url.searchParams;
    const values = Object.fromEntries(
      ["system", "kind", "code"].map((k) => [k, q.get(k) ?? ""]),
    );
    const loaded = await load(ctx.state.kv);
    const { t, locale } = ctx.state;
    const { mapped, unmatched } = tableColumns(t, locale);
    const csv = csvResponseFor(ctx.url, "mappings", mapped, loaded.mappings, "code-mappings", {
      locale,
    }) ??
      csvResponseFor(ctx.url, "unmapped", unmatched, loaded.unmapped, "unmatched-codes", {
        locale,
      });
    if (csv) return csv;
    return ctx.render({ ...loaded, values, errors: {} });
  },
  async POST(req, ctx) {
    const user = requireUser(ctx.state);
    const { kv, t } = ctx.state;
    const values = await formValues(req);
    if (values.action === "delete") {
      await deleteMapping(
        kv,
        String(values.system ?? ""),
        String(values.kind ?? ""),
        String(values.code ?? ""),
      );
      return seeOther("/head-office/mappings?deleted=1");
    }
    const parsed = validateForm(values, MappingFormSchema, t);
    const errors = parsed.ok ? {} : parsed.errors;
    if (parsed.ok && !(await validTarget(kv, parsed.data.kind, parsed.data.target))) {
      errors.target = t(`head_office.errors.target_${parsed.data.kind}`);
    }
    if (!parsed.ok || Object.keys(errors).length) {
      return ctx.render({ ...(await load(kv)), values, errors }, { status: 400 });
    }
    await saveMapping(kv, user, parsed.data);
    return seeOther("/head-office/mappings?saved=1");
  },
};

/** The two tables' columns: the page and their CSV downloads (?table=mappings|unmapped&format=csv). */
function tableColumns(t: SignedInState["t"], locale: SignedInState["locale"]) {
  const system = (s: string) => t(`admin_pos.systems.${s}`);
  const mapped: Column<CodeMapping>[] = [
    {
      key: "system",
      label: t("head_office.store.pos_system"),
      sortable: true,
      value: (r) => system(r.system),
    },
    {
      key: "kind",
      label: t("head_office.mappings.kind"),
      sortable: true,
      value: (r) => t(`head_office.mappings.kinds.${r.kind}`),
    },
    { key: "code", label: t("head_office.mappings.code"), sortable: true, value: (r) => r.code },
    {
      key: "target",
      label: t("head_office.mappings.target"),
      sortable: true,
      value: (r) => r.target,
    },
    {
      key: "updated",
      label: t("head_office.mappings.updated"),
      value: (r) => r.updated_at,
      cell: (r) => `${formatDateTime(r.updated_at, locale)} · ${r.updated_by}`,
    },
    {
      key: "actions",
      label: t("head_office.actions"),
      cell: (r) => (
        <form method="post">
          <input type="hidden" name="action" value="delete" />
          <input type="hidden" name="system" value={r.system} />
          <input type="hidden" name="kind" value={r.kind} />
          <input type="hidden" name="code" value={r.code} />
          <ConfirmSubmit question={t("common.confirm.delete", { what: r.code })}>
            {t("head_office.delete")}
          </ConfirmSubmit>
        </form>
      ),
    },
  ];
  const unmatched: Column<UnmappedCode>[] = [
    {
      key: "system",
      label: t("head_office.store.pos_system"),
      sortable: true,
      value: (r) => system(r.system),
    },
    {
      key: "kind",
      label: t("head_office.mappings.kind"),
      value: (r) => t(`head_office.mappings.kinds.${r.kind}`),
    },
    { key: "code", label: t("head_office.mappings.code"), sortable: true, value: (r) => r.code },
    {
      key: "count",
      label: t("head_office.mappings.seen"),
      num: true,
      sortable: true,
      value: (r) => r.count,
    },
    {
      key: "first_seen",
      label: t("head_office.mappings.first_seen"),
      sortable: true,
      value: (r) => r.first_seen,
      cell: (r) => formatDateTime(r.first_seen, locale),
    },
    {
      key: "last_seen",
      label: t("head_office.mappings.last_seen"),
      sortable: true,
      value: (r) => r.last_seen,
      cell: (r) => formatDateTime(r.last_seen, locale),
    },
    { key: "sample", label: t("head_office.mappings.sample"), value: (r) => r.sample ?? "" },
    {
      key: "map",
      label: t("head_office.actions"),
      cell: (r) => (
        <a
          href={`/head-office/mappings?${new URLSearchParams({
            system: r.system,
            kind: r.kind,
            code: r.code,
          })}#map-form`}
        >
          {t("head_office.mappings.map")}
        </a>
      ),
    },
  ];
  return { mapped, unmatched };
}

export default function MappingsPage({ data, state, url }: PageProps<Data, SignedInState>) {
  const { t, locale } = state;
  const text = (k: string) => (typeof data.values[k] === "string" ? data.values[k] as string : "");
  const { mapped, unmatched } = tableColumns(t, locale);
  const system = (s: string) => t(`admin_pos.systems.${s}`);
  const q = url.searchParams;
  return (
    <HoFrame
      id="ho_mappings"
      t={t}
      lead={t("head_office.mappings.lead")}
      notice={q.has("saved")
        ? t("head_office.mappings.saved")
        : q.has("deleted")
        ? t("head_office.mappings.deleted")
        : null}
    >
      <h2>{t("head_office.mappings.unmatched", { count: data.unmapped.length })}</h2>
      <DataTable
        id="unmapped"
        columns={unmatched}
        rows={data.unmapped}
        url={url}
        t={t}
        empty={t("head_office.mappings.none_unmatched")}
      />
      <form method="post" class="card" id="map-form" novalidate>
        <h2>{t("head_office.mappings.new")}</h2>
        <div class="ho-filters">
          <SelectField
            name="system"
            label={t("head_office.store.pos_system")}
            value={text("system")}
            error={data.errors.system}
            options={POS_SYSTEMS.map((s) => ({ value: s, label: system(s) }))}
          />
          <SelectField
            name="kind"
            label={t("head_office.mappings.kind")}
            value={text("kind")}
            error={data.errors.kind}
            options={MAPPING_KINDS.map((k) => ({
              value: k,
              label: t(`head_office.mappings.kinds.${k}`),
            }))}
          />
          <Field
            name="code"
            label={t("head_office.mappings.code")}
            value={text("code")}
            error={data.errors.code}
          />
          <Field
            name="target"
            label={t("head_office.mappings.target")}
            hint={t("head_office.mappings.target_hint")}
            value={text("target")}
            error={data.errors.target}
          />
        </div>
        <p>
          <button type="submit">{t("head_office.save")}</button>
        </p>
      </form>
      <h2>{t("head_office.mappings.mapped", { count: data.mappings.length })}</h2>
      <DataTable id="mappings" columns={mapped} rows={data.mappings} url={url} t={t} />
    </HoFrame>
  );
}

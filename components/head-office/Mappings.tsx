// The markup of /head-office/mappings: the mappings per POS system, the unmapped codes (each a
// link to the form that maps it) and the mapping form.
import type { SignedInState } from "../../lib/auth/signed_in.ts";
import { POS_SYSTEMS } from "../../lib/admin/pos.ts";
import { MAPPING_KINDS } from "../../lib/head_office/mappings.ts";
import { DataTable } from "../DataTable.tsx";
import { ToolFrame } from "./Frame.tsx";
import { SelectField } from "../forms/SelectField.tsx";
import { Field, fieldsOf } from "../Field.tsx";
import type { MappingsData } from "../../lib/head_office/mappings_page.ts";
import { mappingColumns } from "./MappingColumns.tsx";

export function Mappings(
  { data, state, url }: { data: MappingsData; state: SignedInState; url: URL },
) {
  const { t, locale } = state;
  const text = (k: string) => (typeof data.values[k] === "string" ? data.values[k] as string : "");
  const { mapped, unmatched } = mappingColumns(t, locale);
  const field = fieldsOf(data.values, data.errors);
  const system = (s: string) => t(`admin_pos.systems.${s}`);
  return (
    <ToolFrame
      id="ho_mappings"
      t={t}
      url={url}
      texts="head_office.mappings"
      flags={["saved", "deleted"]}
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
          <Field {...field("code")} label={t("head_office.mappings.code")} />
          <Field
            {...field("target")}
            label={t("head_office.mappings.target")}
            hint={t("head_office.mappings.target_hint")}
          />
        </div>
        <p>
          <button type="submit">{t("head_office.save")}</button>
        </p>
      </form>
      <h2>{t("head_office.mappings.mapped", { count: data.mappings.length })}</h2>
      <DataTable id="mappings" columns={mapped} rows={data.mappings} url={url} t={t} />
    </ToolFrame>
  );
}

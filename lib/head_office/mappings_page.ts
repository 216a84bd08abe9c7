// The page of /head-office/mappings (its loader and actions): each POS system's vendor and
// department mappings and the codes imports met without one; saving and removing a mapping.
import type { Handlers } from "$fresh/server.ts";
import type { SignedInState } from "../auth/signed_in.ts";
import { requireUser } from "../auth/signed_in.ts";
import { formValues, seeOther, validateForm } from "../forms/mod.ts";
import {
  type CodeMapping,
  deleteMapping,
  listMappings,
  listUnmapped,
  MappingFormSchema,
  saveMapping,
  type UnmappedCode,
  validTarget,
} from "./mappings.ts";
import { type Column, csvResponseFor } from "../forms/table.ts";

export interface MappingsData {
  mappings: CodeMapping[];
  unmapped: UnmappedCode[];
  values: Record<string, string | string[] | boolean>;
  errors: Record<string, string>;
}

async function load(kv: Deno.Kv) {
  const [mappings, unmapped] = await Promise.all([listMappings(kv), listUnmapped(kv)]);
  return { mappings, unmapped };
}

/** The two tables' columns (their cells are markup: components/head-office/MappingColumns.tsx). */
export type MappingColumns = (
  t: SignedInState["t"],
  locale: SignedInState["locale"],
) => { mapped: Column<CodeMapping>[]; unmatched: Column<UnmappedCode>[] };

/** The page's handler; `tableColumns` gives the columns its CSV downloads share with the page. */
export const mappingsHandler = (
  tableColumns: MappingColumns,
): Handlers<MappingsData, SignedInState> => ({
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
      const typed = parsed.ok ? values : parsed.values;
      return ctx.render({ ...(await load(kv)), values: typed, errors }, { status: 400 });
    }
    await saveMapping(kv, user, parsed.data);
    return seeOther("/head-office/mappings?saved=1");
  },
});

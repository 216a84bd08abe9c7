// Code mappings (/head-office/mappings): each POS system's own vendor and department codes mapped
// to the group's (vendor numbers, department codes), so imported sales and stock land on the right
// vendor and department. Imports call `resolveCode`; a code with no mapping is recorded as
// unmatched (with how often, when first and last seen, and a sample line) until someone maps it —
// which removes it from the unmatched list in the same atomic operation. The sales import resolves
// a whole file's distinct codes at once with `resolveCodes` (lib/sales/ingest.ts).
import { z } from "zod";
import { POS_SYSTEMS, type PosSystem } from "../admin/pos.ts";
import { DEPARTMENT_CODES } from "../catalogue/mod.ts";
import { getVendor } from "../stores/mod.ts";
import type { User } from "../auth/types.ts";
import { listValues } from "../db/kv.ts";
import { HK } from "./keys.ts";

export const MAPPING_KINDS = ["vendor", "department"] as const;
export type MappingKind = typeof MAPPING_KINDS[number];

export interface CodeMapping {
  system: PosSystem;
  kind: MappingKind;
  code: string;
  /** Vendor number (V100…) or department code (HOC…). */
  target: string;
  updated_at: string;
  updated_by: string;
}

export interface UnmappedCode {
  system: PosSystem;
  kind: MappingKind;
  code: string;
  count: number;
  first_seen: string;
  last_seen: string;
  /** Where it was last seen, e.g. "1234 · 2026-03-02 · 1000001" (store, day, item). */
  sample?: string;
}

/** One distinct code seen in an import: how many lines carried it and one of them. */
export interface CodeSighting {
  system: PosSystem;
  kind: MappingKind;
  code: string;
  count: number;
  sample: string;
}

/** The id of a code in `resolveCodes`' answer. */
export const codeId = (system: string, kind: string, code: string) =>
  `${system}|${kind}|${code.trim().toUpperCase()}`;

export const MappingFormSchema = z.object({
  system: z.enum(POS_SYSTEMS),
  kind: z.enum(MAPPING_KINDS),
  code: z.string().trim().toUpperCase().min(1).max(20)
    .regex(/^[A-Z0-9_.-]+$/, { error: "head_office.errors.code" }),
  target: z.string().trim().toUpperCase().min(1).max(20),
});
export type MappingForm = z.infer<typeof MappingFormSchema>;

/** Whether the target exists: a known vendor, or one of the group's departments. */
export async function validTarget(kv: Deno.Kv, kind: MappingKind, target: string) {
  return kind === "vendor"
    ? (await getVendor(kv, target)) !== null
    : (DEPARTMENT_CODES as readonly string[]).includes(target);
}

export async function saveMapping(
  kv: Deno.Kv,
  actor: Pick<User, "email">,
  form: MappingForm,
): Promise<CodeMapping> {
  const mapping: CodeMapping = {
    ...form,
    updated_at: new Date().toISOString(),
    updated_by: actor.email,
  };
  await kv.atomic()
    .set(HK.mapping(form.system, form.kind, form.code), mapping)
    .delete(HK.unmapped(form.system, form.kind, form.code))
    .commit();
  return mapping;
}

export async function deleteMapping(kv: Deno.Kv, system: string, kind: string, code: string) {
  await kv.delete(HK.mapping(system, kind, code));
}

export function listMappings(kv: Deno.Kv): Promise<CodeMapping[]> {
  return listValues<CodeMapping>(kv, HK.mappings());
}

export async function listUnmapped(kv: Deno.Kv): Promise<UnmappedCode[]> {
  const rows = await listValues<UnmappedCode>(kv, HK.unmappedAll());
  return rows.sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
}

/** The group's code for a POS code, or null (then the code is recorded as unmatched). */
export async function resolveCode(
  kv: Deno.Kv,
  system: PosSystem,
  kind: MappingKind,
  code: string,
  at = new Date(),
): Promise<string | null> {
  const clean = code.trim().toUpperCase();
  const mapping = await kv.get<CodeMapping>(HK.mapping(system, kind, clean));
  if (mapping.value) return mapping.value.target;
  // A group code used as is needs no mapping.
  if (await validTarget(kv, kind, clean)) return clean;
  for (let i = 0; i < 5; i++) {
    const key = HK.unmapped(system, kind, clean);
    const seen = await kv.get<UnmappedCode>(key);
    const iso = at.toISOString();
    const next: UnmappedCode = seen.value
      ? { ...seen.value, count: seen.value.count + 1, last_seen: iso }
      : { system, kind, code: clean, count: 1, first_seen: iso, last_seen: iso };
    if ((await kv.atomic().check(seen).set(key, next).commit()).ok) break;
  }
  return null;
}

/** Unmatched codes recorded per atomic operation (each entry is checked, so ≤ 100 checks). */
const RECORD_BATCH = 40;

/**
 * Resolves every distinct code of an import: the group's code for each (by `codeId`), or null;
 * the null ones are added to the unmatched list with their counts. `marker` (e.g. the import
 * task's key) makes recording exactly-once: each batch sets `[...marker, batch]` in its own atomic
 * operation, so a redelivered import does not count its codes twice.
 */
export async function resolveCodes(
  kv: Deno.Kv,
  sightings: CodeSighting[],
  marker: Deno.KvKey,
  at = new Date(),
): Promise<Map<string, string | null>> {
  const out = new Map<string, string | null>();
  const unmatched: CodeSighting[] = [];
  const distinct = [...new Map(sightings.map((s) => [codeId(s.system, s.kind, s.code), s]))]
    .sort(([a], [b]) => a.localeCompare(b));
  for (const [id, s] of distinct) {
    const code = s.code.trim().toUpperCase();
    const mapping = (await kv.get<CodeMapping>(HK.mapping(s.system, s.kind, code))).value;
    const target = mapping?.target ?? ((await validTarget(kv, s.kind, code)) ? code : null);
    out.set(id, target);
    if (target === null) unmatched.push({ ...s, code });
  }
  const iso = at.toISOString();
  for (let b = 0; b * RECORD_BATCH < unmatched.length; b++) {
    const batch = unmatched.slice(b * RECORD_BATCH, (b + 1) * RECORD_BATCH);
    const done = [...marker, b];
    for (let attempt = 0; attempt < 5; attempt++) {
      const op = kv.atomic().check({ key: done, versionstamp: null }).set(done, iso);
      for (const s of batch) {
        const key = HK.unmapped(s.system, s.kind, s.code);
        const seen = await kv.get<UnmappedCode>(key);
        op.check(seen).set(
          key,
          seen.value
            ? { ...seen.value, count: seen.value.count + s.count, last_seen: iso, sample: s.sample }
            : { ...s, first_seen: iso, last_seen: iso },
        );
      }
      if ((await op.commit()).ok || (await kv.get(done)).value !== null) break;
    }
  }
  return out;
}

// Code mappings (/head-office/mappings): each POS system's own vendor and department codes mapped
// to the group's (vendor numbers, department codes), so imported sales and stock land on the right
// vendor and department. Imports call `resolveCode`; a code with no mapping is recorded as
// unmatched (with how often and when it was last seen) until someone maps it — which removes it
// from the unmatched list in the same atomic operation.
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
}

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

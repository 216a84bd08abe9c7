// Demo data of the head-office tools (after the catalogue, fulfillment and resources seeders):
// three sales events (two overlapping on purpose), code mappings of each POS system with a few
// unmatched codes seen in imports, a season of launches, and each active store's POS item export
// for UPC adoption (some codes without their check digit, some local items), and shelf signs queued
// for the scheduled price changes of the coming ten days (the stores' signage page lists them).
// Deterministic and small: in-memory test apps seed it in a few milliseconds.
import type { Config } from "../config.ts";
import { listVariants, type Variant } from "../catalogue/mod.ts";
import { isMemberStore, listStores } from "../stores/mod.ts";
import { torontoDateString } from "../i18n/format.ts";
import { addDays, upcomingChanges } from "../resources/prices.ts";
import { queueSigns } from "./schedule.ts";
import { putEvents, type SalesEvent } from "./events.ts";
import { type Launch, putLaunches } from "./launches.ts";
import type { CodeMapping, UnmappedCode } from "./mappings.ts";
import { type PosItem, setStoreItemList } from "./upc_adoption.ts";
import { HK } from "./keys.ts";

/**
 * A time on the day before the demo is seeded: a stamp on the seeding day itself (e.g. 09:00 UTC)
 * is still ahead of a clock before 04:00 in Toronto, and what a user does that day must be newer.
 */
const dayBefore = (today: string, hourUtc: string) => `${addDays(today, -1)}T${hourUtc}:00:00.000Z`;

const price = (v: Variant, off: number) =>
  Math.max(v.cost + 100, Math.round(v.retail * (1 - off) / 100) * 100 - 1);

export function demoEvents(variants: Variant[], today: string): SalesEvent[] {
  const pick = (dept: string, n: number) =>
    variants.filter((v) => v.department === dept).slice(0, n);
  const created_at = dayBefore(today, "09");
  const hockey = pick("HOC", 12);
  const running = pick("FTW", 10);
  return [
    {
      id: "ev-hockey-days",
      name: "Hockey Days / Journées du hockey",
      type: "promotion",
      starts_on: addDays(today, -3),
      ends_on: addDays(today, 11),
      priority: 5,
      stores: [],
      items: hockey.map((v) => ({ item_number: v.item_number, sale_cents: price(v, 0.2) })),
      created_at,
      created_by: "buyer@example.com",
    },
    {
      id: "ev-ontario-skate",
      name: "Ontario skate weekend",
      type: "promotion",
      starts_on: addDays(today, 5),
      ends_on: addDays(today, 7),
      priority: 7,
      stores: [1234, 1248, 1256, 1310],
      items: hockey.slice(0, 4).map((v) => ({
        item_number: v.item_number,
        sale_cents: price(v, 0.3),
      })),
      created_at,
      created_by: "buyer@example.com",
    },
    {
      id: "ev-run-clearance",
      name: "Running clearance",
      type: "clearance",
      starts_on: addDays(today, 14),
      ends_on: addDays(today, 44),
      priority: 3,
      stores: [],
      items: running.map((v) => ({ item_number: v.item_number, sale_cents: price(v, 0.4) })),
      created_at,
      created_by: "admin@example.com",
    },
  ];
}

/** Each POS system's codes for a few vendors and every department. */
export function demoMappings(today: string): { mapped: CodeMapping[]; unmapped: UnmappedCode[] } {
  const at = dayBefore(today, "08");
  const by = "admin@example.com";
  const mapped: CodeMapping[] = [];
  const depts: [string, string][] = [
    ["10", "HOC"],
    ["20", "BIK"],
    ["30", "SKI"],
    ["40", "FTW"],
    ["50", "TEA"],
    ["60", "CMP"],
    ["70", "FIT"],
    ["80", "WAT"],
    ["85", "SCH"],
    ["90", "APP"],
  ];
  for (const [code, target] of depts) {
    mapped.push({
      system: "ascend",
      kind: "department",
      code,
      target,
      updated_at: at,
      updated_by: by,
    });
    mapped.push({
      system: "retail_pro",
      kind: "department",
      code: `D${code}`,
      target,
      updated_at: at,
      updated_by: by,
    });
  }
  const vendors: [string, string, string][] = [
    ["lightspeed_r", "POLAR", "V100"],
    ["lightspeed_r", "NORTHWIND", "V200"],
    ["lightspeed_x", "TRAILHEAD", "V300"],
    ["ascend", "GLACIER", "V400"],
    ["retail_pro", "MAPLEBLADE", "V500"],
  ];
  for (const [system, code, target] of vendors) {
    mapped.push({
      system: system as CodeMapping["system"],
      kind: "vendor",
      code,
      target,
      updated_at: at,
      updated_by: by,
    });
  }
  const unmapped: UnmappedCode[] = [
    ["lightspeed_r", "vendor", "SUMMITPK", 14],
    ["ascend", "department", "95", 6],
    ["retail_pro", "vendor", "KODIAK", 3],
    ["lightspeed_x", "department", "GIFT", 21],
  ].map(([system, kind, code, count]) => ({
    system: system as UnmappedCode["system"],
    kind: kind as UnmappedCode["kind"],
    code: code as string,
    count: count as number,
    first_seen: `${addDays(today, -20)}T06:00:00.000Z`,
    last_seen: `${addDays(today, -1)}T06:00:00.000Z`,
  }));
  return { mapped, unmapped };
}

export function demoLaunches(variants: Variant[], today: string): Launch[] {
  const styles = [...new Map(variants.map((v) => [v.style_id, v])).values()];
  return styles.filter((_, i) => i % 15 === 3).slice(0, 10).map((v, i) => {
    const launch_on = addDays(today, 4 + i * 9);
    return {
      id: `launch-${v.style_id}`,
      vendor: v.vendor,
      style_id: v.style_id,
      title: v.description.en.replace(/ [^ ]+ [^ ]+$/, ""),
      launch_on,
      embargo_until: i % 3 === 0 ? addDays(launch_on, -7) : null,
      notes: i % 3 === 0 ? "Aucune publication ni vitrine avant la levée de l'embargo." : "",
      created_by: "buyer@example.com",
    };
  });
}

/** A store's POS export: catalogue items (some without check digit) and a few local items. */
export function demoStoreItems(store: number, variants: Variant[]): PosItem[] {
  const items: PosItem[] = [];
  const step = 7 + (store % 5);
  for (let i = store % step; i < variants.length && items.length < 60; i += step) {
    const v = variants[i];
    const upca = v.gtin14.replace(/^0{1,2}/, "");
    // Some stores' POS drop the check digit on part of their items; adoption repairs those.
    const code = (store + i) % 9 === 0 ? upca.slice(0, -1) : upca;
    items.push({ code, description: v.description.en.toUpperCase() });
  }
  const local = store % 4 + 2;
  for (let i = 0; i < local; i++) {
    items.push({
      code: `2${String(store).padStart(5, "0")}${i}0001`,
      description: `Local item ${i + 1}`,
    });
  }
  return items;
}

export async function seedHeadOffice(kv: Deno.Kv, _config: Config): Promise<string> {
  const today = torontoDateString(new Date());
  const variants = await listVariants(kv);
  const events = demoEvents(variants, today);
  await putEvents(kv, events);
  const { mapped, unmapped } = demoMappings(today);
  const op = kv.atomic();
  for (const m of mapped) op.set(HK.mapping(m.system, m.kind, m.code), m);
  for (const u of unmapped) op.set(HK.unmapped(u.system, u.kind, u.code), u);
  await op.commit();
  const launches = demoLaunches(variants, today);
  await putLaunches(kv, launches);
  const stores = (await listStores(kv)).filter((s) => s.active && isMemberStore(s.store_number));
  for (let i = 0; i < stores.length; i += 10) {
    const batch = kv.atomic();
    for (const s of stores.slice(i, i + 10)) {
      setStoreItemList(batch, {
        store: s.store_number,
        imported_at: dayBefore(today, "05"),
        items: demoStoreItems(s.store_number, variants),
      });
    }
    await batch.commit();
  }
  const soon = await upcomingChanges(kv, { from: addDays(today, 1), to: addDays(today, 10) }, null);
  for (const c of soon.slice(0, 6)) await queueSigns(kv, c.id, { email: "buyer@example.com" });
  return `head office: ${events.length} sales events, ${mapped.length} code mappings, ` +
    `${launches.length} launches, ${stores.length} store item lists, ` +
    `${Math.min(6, soon.length)} price changes with queued signs`;
}

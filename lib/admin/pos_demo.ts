// Demo data of the POS fleet: releases with notes in both languages, and a status per demo store
// (system and version spread over the fleet, a few stores stale, erroring or out of date).
import { listStores } from "../stores/mod.ts";
import { type PosStatus, type PosSystem, posWritten, type Release } from "./pos.ts";

export const DEMO_RELEASES: Release[] = [
  {
    system: "lightspeed_r",
    version: "3.4.0",
    released: "2026-06-02",
    notes: {
      en: "Exports stock by GTIN-14; adds the team-sales tender.",
      fr: "Exporte le stock par GTIN-14; ajoute le mode de paiement des ventes aux équipes.",
    },
  },
  {
    system: "lightspeed_r",
    version: "3.5.1",
    released: "2026-10-14",
    notes: {
      en: "Fixes returns without a receipt counted twice in the daily file.",
      fr: "Corrige les retours sans reçu comptés deux fois dans le fichier quotidien.",
    },
  },
  {
    system: "lightspeed_x",
    version: "2.9.3",
    released: "2026-04-20",
    notes: {
      en: "Nightly export in Toronto time instead of UTC.",
      fr: "Exportation de nuit à l'heure de Toronto plutôt qu'en UTC.",
    },
  },
  {
    system: "lightspeed_x",
    version: "2.10.0",
    released: "2026-09-08",
    notes: {
      en: "Adds customer ids to sales lines (for the customer dashboard).",
      fr: "Ajoute les numéros de client aux lignes de vente (tableau de bord des clients).",
    },
  },
  {
    system: "ascend",
    version: "7.2.0",
    released: "2026-08-01",
    notes: {
      en: "Sends the daily file over SFTP with a checksum.",
      fr: "Envoie le fichier quotidien par SFTP avec une somme de contrôle.",
    },
  },
  {
    system: "retail_pro",
    version: "9.1.4",
    released: "2026-05-11",
    notes: {
      en: "Maps the group's department codes in the export.",
      fr: "Associe les codes de rayon du groupe dans l'exportation.",
    },
  },
];

const SPREAD: [PosSystem, string][] = [
  ["lightspeed_r", "3.5.1"],
  ["lightspeed_r", "3.5.1"],
  ["lightspeed_x", "2.10.0"],
  ["ascend", "7.2.0"],
  ["lightspeed_r", "3.4.0"],
  ["retail_pro", "9.1.4"],
  ["lightspeed_x", "2.9.3"],
];

const HOUR = 60 * 60 * 1000;

export async function seedPos(kv: Deno.Kv, now = Date.now()): Promise<number> {
  const op = posWritten(kv.atomic());
  for (const r of DEMO_RELEASES) op.set(["pos_fleet", "release", r.system, r.version], r);
  await op.commit();
  const stores = (await listStores(kv)).filter((s) => s.store_number !== 1000);
  for (const [i, store] of stores.entries()) {
    const [system, version] = SPREAD[i % SPREAD.length];
    // Most stores sent last night's file; every ninth is two days late, every thirteenth never sent.
    const lagHours = i % 13 === 12 ? null : i % 9 === 8 ? 50 + i : 2 + (i % 7);
    const status: PosStatus = {
      store_number: store.store_number,
      system,
      version,
      last_data_at: lagHours === null ? null : new Date(now - lagHours * HOUR).toISOString(),
      errors: i % 6 === 5
        ? [{
          at: new Date(now - (10 + i) * HOUR).toISOString(),
          message: `Line ${40 + i}: unknown item number ${store.store_number}-${7000 + i}`,
        }]
        : [],
    };
    await posWritten(kv.atomic().set(["pos_fleet", "store", store.store_number], status)).commit();
  }
  return stores.length;
}

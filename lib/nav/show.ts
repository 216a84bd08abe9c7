// The active show (spec section 3: key, short_name): ["active_show"] → ActiveShow. The top
// navigation links to /show/{key} labelled with its short name. The demo seed sets one; head office
// sets or clears it at /head-office/show/management (ActiveShowInput).
import { z } from "zod";

export interface ActiveShow {
  key: string;
  short_name: string;
}

/** The form of /head-office/show/management; messages are i18n keys (translated on the page). */
export const ActiveShowInput = z.object({
  key: z.string().trim().min(1, "show_admin.errors.key_required").max(60, "show_admin.errors.key")
    .regex(/^[a-z0-9][a-z0-9-]*$/, "show_admin.errors.key"),
  short_name: z.string().trim().min(1, "show_admin.errors.name_required")
    .max(60, "show_admin.errors.name_long"),
});

export const DEMO_ACTIVE_SHOW: ActiveShow = { key: "fall-2026", short_name: "Fall Show 2026" };

export async function getActiveShow(kv: Deno.Kv): Promise<ActiveShow | null> {
  return (await kv.get<ActiveShow>(["active_show"])).value;
}

export async function setActiveShow(kv: Deno.Kv, show: ActiveShow | null): Promise<void> {
  if (show) await kv.set(["active_show"], show);
  else await kv.delete(["active_show"]);
}

/** Demo seeder (lib/db/seed.ts). */
export async function seedActiveShow(kv: Deno.Kv): Promise<string> {
  await setActiveShow(kv, DEMO_ACTIVE_SHOW);
  return `active show: ${DEMO_ACTIVE_SHOW.short_name}`;
}

// Saved report definitions: ["sales","reports",user_id,report_id] → SavedReport, each user's own.
import type { User } from "../auth/types.ts";
import type { ReportDefinition } from "./reports.ts";

export interface SavedReport {
  id: string;
  name: string;
  definition: ReportDefinition;
  saved: string;
}

export async function saveReport(kv: Deno.Kv, user: User, name: string, def: ReportDefinition) {
  const id = crypto.randomUUID();
  const saved: SavedReport = { id, name, definition: def, saved: new Date().toISOString() };
  await kv.set(["sales", "reports", user.id, id], saved);
  return saved;
}

export async function listSavedReports(kv: Deno.Kv, user: User): Promise<SavedReport[]> {
  const out: SavedReport[] = [];
  for await (
    const e of kv.list<SavedReport>({ prefix: ["sales", "reports", user.id] }, { limit: 200 })
  ) {
    out.push(e.value);
  }
  return out;
}

export async function deleteSavedReport(kv: Deno.Kv, user: User, id: string) {
  await kv.delete(["sales", "reports", user.id, id]);
}

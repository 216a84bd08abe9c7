// The resources area's demo data: the price-change schedule (after the sales catalogue is
// seeded), the POS documentation, the training courses with some progress and the marketing assets.
import { seedPriceChanges } from "./prices.ts";
import { seedPosDocs } from "./pos_docs.ts";
import { seedTraining } from "./training.ts";
import { COURSE_SEED } from "./training_data.ts";
import { getUserByEmail } from "../auth/store.ts";
import type { Config } from "../config.ts";
import { posterPdf, seedAssets } from "./assets_seed.ts";
import { saveUpload } from "../files/mod.ts";

export async function seedResources(kv: Deno.Kv, config: Config): Promise<string> {
  const staff = (await getUserByEmail(kv, "staff@example.com"))?.id;
  const owner = (await getUserByEmail(kv, "owner@example.com"))?.id;
  const admin = (await getUserByEmail(kv, "admin@example.com"))?.id ?? "seed";
  const lines = [
    await seedPriceChanges(kv),
    await seedPosDocs(kv),
    await seedTraining(kv, await withChart(kv, config, admin), { staff, owner }),
    await seedAssets(kv, config, admin),
  ];
  return lines.join("; ");
}

/** The demo courses, the skate course's "file" lesson pointing at a real PDF in lib/files. */
async function withChart(kv: Deno.Kv, config: Config, admin: string) {
  const meta = await saveUpload(kv, {
    name: "skate-oven-chart.pdf",
    type: "application/pdf",
    body: await posterPdf("Skate oven: 175 F, 8 minutes", "Four a patins : 175 F, 8 minutes"),
    purpose: "training",
    owner: "group",
    created_by: admin,
  }, { config });
  const url = `/resources/store-training?file=${meta.id}`;
  return COURSE_SEED.map((c) => ({
    ...c,
    lessons: c.lessons.map((l) => (l.kind === "file" ? { ...l, url } : l)),
  }));
}

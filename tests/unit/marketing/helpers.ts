// Shared by the sync unit tests: an in-memory store with web-listed styles, each with one image
// and a variant per size given, ready for the local fake shop.
import { loadConfig } from "../../../lib/config.ts";
import { saveUpload } from "../../../lib/files/mod.ts";
import { emptyContent } from "../../../lib/marketing/model.ts";
import { placeholderPng } from "../../../lib/marketing/png.ts";
import { saveContent } from "../../../lib/marketing/store.ts";
import { putTestVariants, testVariant } from "../../helpers/catalogue.ts";

export const config = loadConfig({ DENO_KV_PATH: ":memory:" });

/** Styles (4-digit ids) with variants `{id}01`, `{id}02` … one per size. */
export async function shopWith(styles: string[], sizes = ["8", "9"]): Promise<Deno.Kv> {
  const kv = await Deno.openKv(":memory:");
  const png = await placeholderPng([10, 20, 30], 8);
  for (const id of styles) {
    await putTestVariants(
      kv,
      sizes.map((size, i) => testVariant(`${id}${String(i + 1).padStart(2, "0")}`, { size })),
    );
    const image = await saveUpload(kv, {
      name: `${id}.png`,
      type: "image/png",
      body: png,
      purpose: "product_image",
      owner: "group",
    }, { config });
    await saveContent(kv, {
      ...emptyContent(id),
      web_title: { en: `Skate ${id}`, fr: `Patin ${id}` },
      images: [image.id],
      web_enabled: true,
    }, "tester");
  }
  return kv;
}

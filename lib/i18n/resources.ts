// The translation resources: one JSON file per namespace in locales/<locale>/<namespace>.json, so an
// area adds its own two files and never edits another area's. Read once at start-up; reading files
// works on read-only hosts too.
import type { Locale } from "./locales.ts";

const LOCALES_DIR = new URL("../../locales/", import.meta.url);

/** Every namespace file of a locale, as one tree keyed by namespace (sorted for a stable order). */
export function loadLocale(locale: Locale): Record<string, unknown> {
  const dir = new URL(`${locale}/`, LOCALES_DIR);
  const names = [...Deno.readDirSync(dir)]
    .filter((entry) => entry.isFile && entry.name.endsWith(".json"))
    .map((entry) => entry.name)
    .sort();
  const tree: Record<string, unknown> = {};
  for (const name of names) {
    tree[name.slice(0, -".json".length)] = JSON.parse(
      Deno.readTextFileSync(new URL(name, dir)),
    );
  }
  return tree;
}

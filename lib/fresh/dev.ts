// Command-line tooling: `manifest` regenerates fresh.gen.ts, `build` writes the island bundles.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { writeManifest } from "./manifest.ts";
import { buildIslands, bundleEntries } from "./build.ts";
import type { FreshOptions } from "./types.ts";

export async function dev(base: string, command: string, options: FreshOptions = {}) {
  const root = dirname(fileURLToPath(base));
  const changed = await writeManifest(root);
  console.log(changed ? "fresh.gen.ts updated" : "fresh.gen.ts is up to date");
  if (command !== "build") return;
  const { default: manifest } = await import(join(root, "fresh.gen.ts"));
  const islands = Object.keys(manifest.islands).map((file: string) => file.slice(2));
  const entries = bundleEntries(root, options.clientEntries ?? [], islands);
  const { dir, snapshot } = await buildIslands({
    root,
    buildDir: join(root, options.buildDir ?? "_fresh"),
    entries,
    minify: options.minify ?? true,
  });
  console.log(`Built ${Object.keys(snapshot.imports).length} files into ${dir}`);
}

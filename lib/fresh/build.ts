// Ahead-of-time island bundles, as two generated entry modules: `app.js` re-exports the runtime's
// `revive` and each client entry as a namespace (in order), `islands.js` each island file as a
// namespace. `deno bundle --code-splitting` puts what both share (Preact, signals) in a chunk and
// splits off dynamic imports (lazy code such as the scanner's decoder), so any page loads a
// handful of scripts instead of one module per island and a chunk per combination of islands;
// the runtime still loads the islands itself, so a failed load reaches the app's chunk guard. The result lives in
// `<buildDir>/<inputHash>/` with a snapshot.json; a build is reused while the hash of its inputs
// (island, component and lib sources, deno.json, deno.lock) is unchanged.
import { createHash } from "node:crypto";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { encode, MIN_SIZE } from "./compress.ts";

export interface Snapshot {
  buildId: string;
  inputHash: string;
  /** Entry source (relative to the project root, `/`-separated) → output file. */
  entries: Record<string, string>;
  /** Output file → the chunks it imports statically (for modulepreload). */
  imports: Record<string, string[]>;
  /** Island entry source → the name of its namespace export in the entry module. */
  namespaces: Record<string, string>;
}

/** The entry module of every page with islands: the runtime and the client entries. */
export const APP_MODULE = "app.js";
/** Every island, loaded by the runtime (a failed load raises `fresh:chunk-error`). */
export const ISLANDS_MODULE = "islands.js";

export interface BuildInput {
  root: string;
  buildDir: string;
  /** Entry files relative to the root. */
  entries: string[];
  minify: boolean;
  /** Only use an existing build: never run the bundler (read-only hosts, no subprocesses). */
  prebuilt?: boolean;
}

const RUNTIME_DIR = dirname(fileURLToPath(import.meta.url));
export const RUNTIME_ENTRY = join(RUNTIME_DIR, "runtime", "main.ts");

async function sha256(data: Uint8Array | string): Promise<string> {
  const bytes = typeof data === "string" ? new TextEncoder().encode(data) : data;
  const digest = await crypto.subtle.digest("SHA-256", bytes as BufferSource);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

async function* walk(dir: string): AsyncGenerator<string> {
  let entries: Deno.DirEntry[];
  try {
    entries = [];
    for await (const entry of Deno.readDir(dir)) entries.push(entry);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return;
    throw error;
  }
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory) yield* walk(path);
    else if (entry.isFile) yield path;
  }
}

export function findConfig(start: string): string {
  for (let dir = resolve(start);; dir = dirname(dir)) {
    for (const name of ["deno.json", "deno.jsonc"]) {
      try {
        Deno.statSync(join(dir, name));
        return join(dir, name);
      } catch { /* keep walking up */ }
    }
    if (dirname(dir) === dir) throw new Error(`No deno.json above ${start}`);
  }
}

function walkSync(dir: string, found: string[]): string[] {
  let entries: Deno.DirEntry[];
  try {
    entries = [...Deno.readDirSync(dir)];
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return found;
    throw error;
  }
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory) walkSync(path, found);
    else if (entry.isFile) found.push(path);
  }
  return found;
}

/**
 * Hash of every source a browser bundle can depend on. Every handler's first start computes it
 * (each test file's too): one streamed hash over synchronous reads takes a third of the time of a
 * digest per file over asynchronous ones.
 */
export function inputHash(root: string, entries: string[], minify: boolean): string {
  const config = findConfig(root);
  const dirs = new Set([
    RUNTIME_DIR,
    ...["islands", "components", "lib"].map((d) => join(root, d)),
  ]);
  for (const entry of entries) dirs.add(dirname(resolve(root, entry)));
  const hash = createHash("sha256").update([String(minify), ...entries].join("\n"));
  // Relative paths: a build made in CI matches the same sources deployed elsewhere.
  const add = (file: string, bytes: Uint8Array) =>
    hash.update(`\n${relative(root, file)}\n${bytes.byteLength}\n`).update(bytes);
  for (const file of [config, join(dirname(config), "deno.lock")]) {
    try {
      add(file, Deno.readFileSync(file));
    } catch { /* a missing lock file is fine */ }
  }
  for (const dir of [...dirs].sort()) {
    for (const file of walkSync(dir, [])) {
      if (/\.(tsx?|jsx?|json)$/.test(file)) add(file, Deno.readFileSync(file));
    }
  }
  return hash.digest("hex").slice(0, 20);
}

const toFileUrl = (path: string) => pathToFileURL(path).href;

const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g;

export async function readSnapshot(dir: string): Promise<Snapshot | null> {
  try {
    return JSON.parse(await Deno.readTextFile(join(dir, "snapshot.json")));
  } catch {
    return null;
  }
}

/** Builds the bundles unless an identical build exists; returns its folder and snapshot. */
export async function buildIslands(
  input: BuildInput,
): Promise<{ dir: string; snapshot: Snapshot }> {
  const hash = inputHash(input.root, input.entries, input.minify);
  const dir = join(input.buildDir, hash);
  const existing = await readSnapshot(dir);
  if (existing) return { dir, snapshot: existing };
  if (input.prebuilt) {
    throw new Error(
      `No up-to-date island build in ${input.buildDir} (wanted ${hash}): run \`deno task build\` ` +
        "after the last change to islands, components, lib, deno.json or deno.lock",
    );
  }

  await Deno.mkdir(input.buildDir, { recursive: true });
  const tmp = await Deno.makeTempDir({ dir: input.buildDir, prefix: ".tmp-" });
  const src = await Deno.makeTempDir({ dir: input.buildDir, prefix: ".src-" });
  const runtime = relative(input.root, RUNTIME_ENTRY).split(sep).join("/");
  const namespaces: Record<string, string> = {};
  const app: string[] = [];
  const islands: string[] = [];
  const url = (entry: string) => JSON.stringify(toFileUrl(resolve(input.root, entry)));
  const entries: Record<string, string> = {};
  input.entries.forEach((entry, i) => {
    if (entry === runtime) app.push(`export { revive } from ${url(entry)};`);
    else if (/(^|\/)islands\//.test(entry)) { // Fresh keeps islands in islands/
      namespaces[entry] = `i${i}`;
      islands.push(`export * as i${i} from ${url(entry)};`);
    } else app.push(`export * as c${i} from ${url(entry)};`); // client entries, in order
    entries[entry] = namespaces[entry] ? ISLANDS_MODULE : APP_MODULE;
  });
  const sources = [join(src, "app.ts"), join(src, "islands.ts")];
  await Deno.writeTextFile(sources[0], app.join("\n") + "\n");
  await Deno.writeTextFile(sources[1], islands.join("\n") + "\n");
  const args = [
    "bundle",
    "--quiet",
    "--config",
    findConfig(input.root),
    "--code-splitting",
    "--platform",
    "browser",
    "--format",
    "esm",
    "--outdir",
    tmp,
    ...(input.minify ? ["--minify"] : []),
    ...sources,
  ];
  const result = await new Deno.Command(Deno.execPath(), {
    args,
    cwd: input.root,
    stdout: "piped",
    stderr: "piped",
    env: { NO_COLOR: "1" },
  }).output();
  await Deno.remove(src, { recursive: true });
  if (!result.success) {
    await Deno.remove(tmp, { recursive: true });
    throw new Error(`Island bundling failed:\n${new TextDecoder().decode(result.stderr)}`);
  }

  const imports: Record<string, string[]> = {};
  const contents: string[] = [];
  for await (const file of walk(tmp)) {
    const rel = relative(tmp, file).split(sep).join("/");
    const text = await Deno.readTextFile(file);
    contents.push(rel, await sha256(text));
    imports[rel] = [...text.matchAll(STATIC_IMPORT)]
      .map((m) => m[1])
      .filter((spec) => spec.startsWith("."))
      .map((spec) => new URL(spec, `file:///${rel}`).pathname.slice(1));
  }
  for (const [entry, out] of Object.entries(entries)) {
    if (!(out in imports)) throw new Error(`Bundle for ${entry} not found at ${out}`);
  }
  // Brotli and gzip forms beside each bundle, at the best levels: served as they are.
  for (const rel of Object.keys(imports)) {
    const bytes = await Deno.readFile(join(tmp, rel));
    if (bytes.byteLength < MIN_SIZE) continue;
    await Deno.writeFile(join(tmp, `${rel}.br`), encode(bytes, "br", true));
    await Deno.writeFile(join(tmp, `${rel}.gz`), encode(bytes, "gzip", true));
  }
  const buildId = (await sha256(contents.join("\n"))).slice(0, 16);
  const snapshot: Snapshot = { buildId, inputHash: hash, entries, imports, namespaces };
  await Deno.writeTextFile(join(tmp, "snapshot.json"), JSON.stringify(snapshot, null, 2));
  try {
    await Deno.rename(tmp, dir);
  } catch {
    // Another process finished the same build first; theirs is identical.
    await Deno.remove(tmp, { recursive: true });
  }
  await pruneOldBuilds(input.buildDir, hash);
  return { dir, snapshot: (await readSnapshot(dir))! };
}

/** Keeps the newest few builds so a running server's files survive a rebuild beside it. */
async function pruneOldBuilds(buildDir: string, keep: string, max = 4) {
  const builds: { name: string; mtime: number }[] = [];
  for await (const entry of Deno.readDir(buildDir)) {
    if (!entry.isDirectory || entry.name.startsWith(".") || entry.name === keep) continue;
    const stat = await Deno.stat(join(buildDir, entry.name));
    builds.push({ name: entry.name, mtime: stat.mtime?.getTime() ?? 0 });
  }
  builds.sort((a, b) => b.mtime - a.mtime);
  for (const old of builds.slice(max - 1)) {
    await Deno.remove(join(buildDir, old.name), { recursive: true }).catch(() => {});
  }
}

/** The bundle entries of an app, relative to its root: runtime, client entries, island files. */
export function bundleEntries(root: string, clientEntries: string[], islandFiles: string[]) {
  const absolute = [
    RUNTIME_ENTRY,
    ...clientEntries.map((entry) => resolve(root, entry)),
    ...new Set(islandFiles.map((file) => resolve(root, file))),
  ];
  return absolute.map((path) => relative(root, path).split(sep).join("/"));
}

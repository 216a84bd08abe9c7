// Measures the JavaScript budget of the shared client runtime (issue #5): lib/client/boot.ts (toasts,
// api, user cache, build poll, chunk guard, error reports, prefetch) plus the Toasts island, bundled
// and minified like the island build, then gzipped. The budget is what the runtime adds over Preact
// and @preact/signals: the bundle with those two left external. Exits 1 when it is over budget.
//
//   deno run -A scripts/client-size.ts
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export const BUDGET_GZIP_BYTES = 6 * 1024;

const root = fileURLToPath(new URL("..", import.meta.url));
const tmp = await Deno.makeTempDir({ prefix: "client-size-" });

async function bundle(name: string, source: string, external: string[] = []) {
  const entry = join(tmp, `${name}.ts`);
  const out = join(tmp, `${name}.js`);
  await Deno.writeTextFile(entry, source);
  const result = await new Deno.Command(Deno.execPath(), {
    args: [
      "bundle",
      "--quiet",
      "--config",
      join(root, "deno.json"),
      "--platform",
      "browser",
      "--format",
      "esm",
      "--minify",
      ...external.map((e) => `--external=${e}`),
      "-o",
      out,
      entry,
    ],
    cwd: root,
    stderr: "piped",
  }).output();
  if (!result.success) throw new Error(new TextDecoder().decode(result.stderr));
  const bytes = await Deno.readFile(out);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

const runtime = `export * from ${JSON.stringify(join(root, "lib/client/boot.ts"))};
export { default as Toasts } from ${JSON.stringify(join(root, "islands/Toasts.tsx"))};`;
const PREACT = ["preact", "preact/*", "@preact/signals", "@preact/signals-core"];

try {
  const alone = await bundle("runtime-external", runtime, PREACT);
  const withPreact = await bundle("runtime-with-preact", runtime);
  const preact = await bundle(
    "preact-signals",
    `export { h, hydrate, render, Fragment } from "preact";
export { jsx, jsxs } from "preact/jsx-runtime";
export { signal, computed, effect, useSignal } from "@preact/signals";`,
  );
  const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;
  console.log("client runtime (boot.ts + Toasts island), minified / gzip -9:");
  console.log(`  runtime, preact + signals external: ${kb(alone.raw)} / ${kb(alone.gzip)}`);
  console.log(
    `  runtime with preact + signals:      ${kb(withPreact.raw)} / ${kb(withPreact.gzip)}`,
  );
  console.log(`  preact + signals alone:             ${kb(preact.raw)} / ${kb(preact.gzip)}`);
  console.log(`  added over preact + signals:        ${kb(withPreact.gzip - preact.gzip)} gzip`);
  console.log(`  budget: ${kb(BUDGET_GZIP_BYTES)} gzip for the runtime alone`);
  if (alone.gzip > BUDGET_GZIP_BYTES) {
    console.error(`over budget by ${kb(alone.gzip - BUDGET_GZIP_BYTES)}`);
    Deno.exitCode = 1;
  }
} finally {
  await Deno.remove(tmp, { recursive: true });
}

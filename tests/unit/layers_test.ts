// Layers point one way: routes -> components (and islands) -> lib. A page's data type lives with its
// loader in lib/<area>/, so lib never reaches up into components/, islands/ or routes/, and
// components/ and islands/ never import from routes/. Every import of the tree is checked here.
import assert from "node:assert/strict";
import { dirname, join, normalize, relative } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = normalize(join(dirname(fileURLToPath(import.meta.url)), "../.."));

/** The top folders each layer may not import from. */
const FORBIDDEN: Record<string, string[]> = {
  lib: ["components", "islands", "routes"],
  components: ["routes"],
  islands: ["routes"],
};

// Static imports and re-exports (`import x from`, `import type {…} from`, `export … from`, a bare
// `import "…"`) and dynamic `import("…")`; comments are removed first so prose cannot match.
const SPECIFIERS = [
  /\b(?:import|export)\s[^;]*?\sfrom\s*["']([^"']+)["']/g,
  /\bimport\s*["']([^"']+)["']/g,
  /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
];

function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
}

/** The import specifiers of a module's source. */
export function specifiersOf(source: string): string[] {
  const code = withoutComments(source);
  return SPECIFIERS.flatMap((pattern) => [...code.matchAll(pattern)].map((m) => m[1]));
}

/** The tree-relative file an import points at (`$fresh/` is lib/fresh/), or null for packages. */
function targetOf(file: string, specifier: string): string | null {
  if (specifier.startsWith("$fresh/")) return join("lib/fresh", specifier.slice("$fresh/".length));
  if (!specifier.startsWith(".")) return null;
  return relative(ROOT, join(ROOT, dirname(file), specifier));
}

/** Every import of `files` (tree-relative path → source) that points the wrong way. */
export function layerViolations(files: Map<string, string>): string[] {
  const wrong: string[] = [];
  for (const [file, source] of files) {
    const layer = file.split("/")[0];
    const forbidden = FORBIDDEN[layer] ?? [];
    for (const specifier of specifiersOf(source)) {
      const target = targetOf(file, specifier);
      const top = target?.split("/")[0];
      if (top && forbidden.includes(top)) wrong.push(`${file} imports ${specifier}`);
    }
  }
  return wrong;
}

async function sourcesUnder(folder: string, into: Map<string, string>) {
  for await (const entry of Deno.readDir(join(ROOT, folder))) {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory) await sourcesUnder(path, into);
    else if (/\.(ts|tsx|js|jsx|mjs)$/.test(entry.name)) {
      into.set(path, await Deno.readTextFile(join(ROOT, path)));
    }
  }
}

Deno.test("no module of lib/, components/ or islands/ imports a layer above it", async () => {
  const files = new Map<string, string>();
  for (const folder of Object.keys(FORBIDDEN)) await sourcesUnder(folder, files);
  assert.ok(files.size > 300, `only ${files.size} files read`);
  assert.deepEqual(layerViolations(files), []);
});

Deno.test("the layer check sees every form of a wrong import", () => {
  const files = new Map([
    ["lib/blog/page.ts", 'import type { BlogListData } from "../../components/blog/BlogList.tsx";'],
    [
      "lib/x.ts",
      'export { X } from "../islands/X.tsx";\nconst m = await import("../routes/a.tsx");',
    ],
    [
      "components/fulfillment/A.tsx",
      'import type {\n  AdminData,\n} from "../../routes/fulfillment/admin/[[env]]/index.tsx";',
    ],
    ["islands/I.tsx", 'import "../routes/_app.tsx";'],
    // Allowed: components use lib and islands, routes use everything, comments do not count.
    [
      "components/B.tsx",
      'import { x } from "../lib/x.ts";\nimport I from "../islands/I.tsx";\n' +
      '// see "../routes/a.tsx"\n/* import { y } from "../routes/a.tsx"; */',
    ],
    ["routes/a.tsx", 'import { B } from "../components/B.tsx";'],
    ["lib/fresh/server.ts", 'import { h } from "preact";\nimport { r } from "$fresh/runtime.ts";'],
  ]);
  assert.deepEqual(layerViolations(files), [
    "lib/blog/page.ts imports ../../components/blog/BlogList.tsx",
    "lib/x.ts imports ../islands/X.tsx",
    "lib/x.ts imports ../routes/a.tsx",
    "components/fulfillment/A.tsx imports ../../routes/fulfillment/admin/[[env]]/index.tsx",
    "islands/I.tsx imports ../routes/_app.tsx",
  ]);
});

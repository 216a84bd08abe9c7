import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import { generateManifest } from "$fresh/manifest.ts";

const here = dirname(fileURLToPath(import.meta.url));
const projectRoot = join(here, "..", "..");

for (const [name, root] of [["the portal", projectRoot], ["the fixture app", join(here, "app")]]) {
  Deno.test(`fresh.gen.ts of ${name} is up to date (run \`deno task manifest\`)`, async () => {
    const expected = await generateManifest(root);
    const actual = await Deno.readTextFile(join(root, "fresh.gen.ts"));
    assert.equal(actual, expected);
  });
}

Deno.test("manifest generation is sorted, stable, formatted and skips tests and (_private) folders", async () => {
  const root = await Deno.makeTempDir();
  try {
    for (
      const file of [
        "routes/b.tsx",
        "routes/a/[id].tsx",
        "routes/a/x_test.ts",
        "routes/(_hidden)/c.tsx",
        "islands/Z.tsx",
        "islands/A.tsx",
      ]
    ) {
      await Deno.mkdir(dirname(join(root, file)), { recursive: true });
      await Deno.writeTextFile(join(root, file), "export default function X() { return null; }\n");
    }
    await Deno.copyFile(join(projectRoot, "deno.json"), join(root, "deno.json"));
    const first = await generateManifest(root);
    assert.equal(await generateManifest(root), first);
    const imports = [...first.matchAll(/import \* as (\S+) from "([^"]+)"/g)].map((
      m,
    ) => [m[1], m[2]]);
    assert.deepEqual(imports, [
      ["$a__id_", "./routes/a/[id].tsx"],
      ["$b", "./routes/b.tsx"],
      ["$$A", "./islands/A.tsx"],
      ["$$Z", "./islands/Z.tsx"],
    ]);
    assert.doesNotMatch(first, /x_test|_hidden/);
    const fmt = new Deno.Command(Deno.execPath(), {
      args: ["fmt", "--check", "--ext", "ts", "-"],
      stdin: "piped",
      stdout: "null",
      stderr: "null",
    }).spawn();
    const writer = fmt.stdin.getWriter();
    await writer.write(new TextEncoder().encode(first));
    await writer.close();
    assert.equal((await fmt.status).success, true, "generated manifest is formatted");
  } finally {
    await Deno.remove(root, { recursive: true });
  }
});

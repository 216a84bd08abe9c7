// The seeded show catalogue is a real PDF (it once had no cross-reference table, which strict
// readers such as pypdf refuse): downloaded as a member would, poppler's pdftotext reads its text.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { listFiles } from "../../../lib/files/mod.ts";

Deno.test("the demo show catalogue downloads as a PDF that pdftotext reads", async () => {
  const app = await createTestApp();
  try {
    const cookie = await signIn(app, "admin@example.com");
    const files = await listFiles(app.kv, { purpose: "show_catalogue" });
    assert.ok(files.length >= 1);
    for (const file of files) {
      const res = await app.fetch(`/files/${file.id}`, { headers: { cookie } });
      assert.equal(res.status, 200);
      const bytes = new Uint8Array(await res.arrayBuffer());
      const path = await Deno.makeTempFile({ suffix: ".pdf" });
      try {
        await Deno.writeFile(path, bytes);
        const out = await new Deno.Command("pdftotext", { args: [path, "-"], stderr: "piped" })
          .output();
        const stderr = new TextDecoder().decode(out.stderr);
        assert.ok(out.success, stderr);
        assert.equal(stderr, "", "no syntax errors or repairs");
        assert.match(new TextDecoder().decode(out.stdout), /Show 20\d\d — Catalogue/);
      } finally {
        await Deno.remove(path);
      }
    }
  } finally {
    app.close();
  }
});

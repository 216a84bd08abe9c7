// The UPC-validation CSV goes through the one CSV writer: what a person pasted cannot run as a
// formula in a spreadsheet, and a French page downloads French Excel's dialect (";", BOM).
import assert from "node:assert/strict";
import { appTest } from "./helpers.ts";
import { signIn } from "../../helpers/auth.ts";
import { signInFrench } from "../head-office/helpers.ts";

const ATTACKS = ["=1+2", "@SUM(1)", "-2+3", "+cmd"];

appTest("UPC-validation CSV: formulas made inert; fr-CA with ; and a BOM", async (app) => {
  // one account: English first, then switched to French
  for (const separator of [",", ";"]) {
    const cookie = separator === ","
      ? await signIn(app, "program@example.com")
      : await signInFrench(app, "program@example.com");
    const res = await app.fetch("/resources/upc-validation", {
      method: "POST",
      headers: { cookie },
      body: new URLSearchParams({ codes: ATTACKS.join("\n"), format: "csv" }),
    });
    assert.equal(res.status, 200);
    assert.match(res.headers.get("content-type")!, /^text\/csv/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    assert.deepEqual([...bytes.slice(0, 3)], [0xef, 0xbb, 0xbf], "UTF-8 BOM");
    const lines = new TextDecoder().decode(bytes.slice(3)).trim().split("\r\n");
    assert.ok(lines[0].includes(separator), lines[0]);
    const firsts = lines.slice(1).map((l) => l.split(separator)[0].replace(/^"/, ""));
    assert.deepEqual(firsts, ATTACKS.map((a) => `'${a}`));
  }
});

// safeNextPath (lib/http/redirect.ts) judges the value the browser will follow, after the URL
// parser's normalisation, so no trick turns a path into another host.
import assert from "node:assert/strict";
import { safeNextPath } from "../../../lib/http/redirect.ts";

const here = new URL("http://localhost/api/locale?set=fr-CA");

Deno.test("tricks that normalise into another host are refused", () => {
  for (
    const next of [
      "/.//evil.example/x",
      "/./../evil.example",
      "/a/..//evil.example/x",
      "/%2e//evil.example/x",
      "/%2E%2E//evil.example",
      "/\\evil.example",
      "/\\/evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "/\r\n/evil.example",
      "/\n/evil.example",
      "//evil.example",
      "///evil.example",
      "https://evil.example/x",
      "http://localhost@evil.example/",
      "javascript:alert(1)",
      " /x",
    ]
  ) {
    const out = safeNextPath(next, here);
    assert.ok(out === null || (out.startsWith("/") && !out.startsWith("//")), JSON.stringify(next));
    assert.notEqual(out?.startsWith("//"), true, JSON.stringify(next));
    if (out !== null) assert.equal(new URL(out, here).origin, here.origin, JSON.stringify(next));
  }
  assert.equal(safeNextPath("/.//evil.example/x", here), null);
  assert.equal(safeNextPath("/\t/evil.example", here), null);
});

Deno.test("same-origin paths come back as paths; encoded slashes stay encoded", () => {
  assert.equal(safeNextPath("/blog/../account", here), "/account");
  assert.equal(safeNextPath("/%2F%2Fevil.example", here), "/%2F%2Fevil.example");
  assert.equal(safeNextPath("/x?next=//evil.example#y", here), "/x?next=//evil.example#y");
  assert.equal(safeNextPath("http://localhost/account", "http://localhost"), "/account");
});

// Every `next` / `return_to` goes through lib/http/redirect.ts: the language switch never sends the
// browser to another host, whatever dot segments, backslashes or controls `next` holds.
import assert from "node:assert/strict";
import { appTest } from "../with_app.ts";

appTest("/api/locale's next cannot become a protocol-relative Location", async (app) => {
  for (
    const next of [
      "/.//evil.example/x",
      "/a/..//evil.example",
      "/%2e//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "/\r\n/evil.example",
      "/%2F%2Fevil.example",
    ]
  ) {
    const res = await app.fetch(`/api/locale?set=fr-CA&next=${encodeURIComponent(next)}`);
    assert.equal(res.status, 303, next);
    const location = res.headers.get("location")!;
    assert.ok(location.startsWith("/") && !location.startsWith("//"), `${next} → ${location}`);
    assert.equal(new URL(location, "http://localhost").host, "localhost", next);
  }
}, { seed: false });

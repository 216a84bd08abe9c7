import assert from "node:assert/strict";
import {
  CHUNK_ERROR_EVENT,
  CHUNK_RELOAD_GUARD_MS,
  type ChunkErrorDetail,
  installChunkGuard,
} from "../../../lib/client/chunk_guard.ts";
import { memoryStorage, STORAGE_KEYS } from "../../../lib/client/keys.ts";
import { withClock } from "./helpers.ts";

function page(storage = memoryStorage(), pathname = "/dashboards") {
  const target = new EventTarget();
  const location = {
    pathname,
    reloads: 0,
    reload() {
      this.reloads++;
    },
  };
  const gaveUp: ChunkErrorDetail[] = [];
  const stop = installChunkGuard({ target, storage, location, onGiveUp: (d) => gaveUp.push(d) });
  const fail = (url = "/_frsh/js/abc/islands/X.js") =>
    target.dispatchEvent(
      new CustomEvent(CHUNK_ERROR_EVENT, { detail: { url, error: new Error("import failed") } }),
    );
  return { location, gaveUp, fail, stop, storage };
}

Deno.test("a chunk failure reloads once; after the reload the guard holds for 10 s per path", () =>
  withClock((clock) => {
    assert.equal(CHUNK_RELOAD_GUARD_MS, 10_000);
    const storage = memoryStorage();
    const first = page(storage);
    first.fail();
    first.fail(); // a second failing island of the same page
    assert.equal(first.location.reloads, 1);
    assert.equal(storage.getItem(STORAGE_KEYS.chunkReload("/dashboards")), String(Date.now()));

    clock.tick(CHUNK_RELOAD_GUARD_MS - 1);
    const reloaded = page(storage); // the page after the reload, same session
    reloaded.fail();
    assert.equal(reloaded.location.reloads, 0, "no second reload within 10 s");
    assert.equal(reloaded.gaveUp.length, 1);
    assert.equal(reloaded.gaveUp[0].url, "/_frsh/js/abc/islands/X.js");

    const elsewhere = page(storage, "/open-to-buy");
    elsewhere.fail();
    assert.equal(elsewhere.location.reloads, 1, "the guard is per path");

    clock.tick(1);
    const later = page(storage);
    later.fail();
    assert.equal(later.location.reloads, 1, "10 s later a new failure may reload again");
  }));

Deno.test("a corrupt or future guard value does not block the reload", () =>
  withClock(() => {
    for (const value of ["garbage", String(Date.now() + 60_000)]) {
      const storage = memoryStorage();
      storage.setItem(STORAGE_KEYS.chunkReload("/dashboards"), value);
      const p = page(storage);
      p.fail();
      assert.equal(p.location.reloads, 1, value);
    }
  }));

Deno.test("the guard stops listening when disposed", () =>
  withClock(() => {
    const p = page();
    p.stop();
    p.fail();
    assert.equal(p.location.reloads, 0);
  }));

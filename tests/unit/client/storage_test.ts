import assert from "node:assert/strict";
import { KEY_PREFIX, memoryStorage, safeStorage, STORAGE_KEYS } from "../../../lib/client/keys.ts";
import { portalStorage, POSITION_MAX_AGE_MS } from "../../../lib/client/storage.ts";

Deno.test("section 9 values round-trip under versioned key names", () => {
  const backend = memoryStorage();
  const store = portalStorage(backend, () => 1_000_000);
  assert.equal(store.frenchDescriptions.write(true), true);
  assert.equal(store.salesHistoryRange.write({ start: "2026-01-01", end: "2026-03-31" }), true);
  assert.equal(store.vendorsWithoutImages.write(["V100"]), true);
  assert.equal(store.translations("fr-CA").write({ "Hockey stick": "Bâton de hockey" }), true);
  assert.equal(
    store.position.write({ latitude: 45.5, longitude: -73.6, timestamp: 999_000 }),
    true,
  );
  assert.deepEqual([...backend.map.keys()].sort(), [
    "portal:v1:french-descriptions",
    "portal:v1:position",
    "portal:v1:sales-history-range",
    "portal:v1:translations:fr-CA",
    "portal:v1:vendors-without-images",
  ]);
  for (const key of backend.map.keys()) assert.ok(key.startsWith(KEY_PREFIX));
  assert.equal(store.frenchDescriptions.read(), true);
  assert.deepEqual(store.salesHistoryRange.read(), { start: "2026-01-01", end: "2026-03-31" });
  assert.deepEqual(store.vendorsWithoutImages.read(), ["V100"]);
  assert.deepEqual(store.translations("fr-CA").read(), { "Hockey stick": "Bâton de hockey" });
  assert.equal(store.translations("en-US").read(), null);
  assert.equal(store.position.read()?.latitude, 45.5);
});

Deno.test("corrupt or invalid values read as null, are removed, and never throw", () => {
  const backend = memoryStorage();
  const store = portalStorage(backend);
  const cases: [string, string][] = [
    [STORAGE_KEYS.frenchDescriptions, "{not json"],
    [STORAGE_KEYS.salesHistoryRange, JSON.stringify({ start: "yesterday", end: "2026-01-01" })],
    [STORAGE_KEYS.vendorsWithoutImages, JSON.stringify([1, 2])],
    [STORAGE_KEYS.translations("fr-CA"), JSON.stringify({ a: 1 })],
    [STORAGE_KEYS.position, JSON.stringify({ latitude: 200, longitude: 0, timestamp: 0 })],
  ];
  for (const [key, value] of cases) backend.setItem(key, value);
  assert.equal(store.frenchDescriptions.read(), null);
  assert.equal(store.salesHistoryRange.read(), null);
  assert.equal(store.vendorsWithoutImages.read(), null);
  assert.equal(store.translations("fr-CA").read(), null);
  assert.equal(store.position.read(), null);
  assert.equal(backend.map.size, 0, "bad values are dropped");
  // Writing an invalid value stores nothing.
  assert.equal(store.salesHistoryRange.write({ start: "2026-13", end: "" }), false);
  assert.equal(backend.map.size, 0);
});

Deno.test("a stored position is used for an hour at most", () => {
  let now = 10_000_000;
  const store = portalStorage(memoryStorage(), () => now);
  store.position.write({ latitude: 43.65, longitude: -79.38, timestamp: now });
  now += POSITION_MAX_AGE_MS;
  assert.equal(store.position.read()?.longitude, -79.38);
  now += 1;
  assert.equal(store.position.read(), null);
});

Deno.test("storage that throws (private mode, quota) reads as empty", () => {
  const throwing = {
    getItem(): string | null {
      throw new DOMException("denied", "SecurityError");
    },
    setItem() {
      throw new DOMException("full", "QuotaExceededError");
    },
    removeItem() {
      throw new DOMException("denied", "SecurityError");
    },
  };
  const store = portalStorage(safeStorage(() => throwing));
  assert.equal(store.frenchDescriptions.read(), null);
  store.frenchDescriptions.write(true); // nothing is stored, nothing is thrown
  store.frenchDescriptions.remove();
  assert.equal(store.frenchDescriptions.read(), null);
});

Deno.test("every browser-storage key is named in lib/client/keys.ts, nowhere else", async () => {
  assert.equal(STORAGE_KEYS.languageChanged, "portal:v1:language-changed");
  const offenders: string[] = [];
  for (const dir of ["islands", "components", "lib/client", "lib/i18n"]) {
    for await (const file of walkSources(new URL(`../../../${dir}/`, import.meta.url))) {
      if (file.pathname.endsWith("/lib/client/keys.ts")) continue;
      const text = await Deno.readTextFile(file);
      if (/portal:v1:|\$\{KEY_PREFIX\}/.test(text)) offenders.push(file.pathname);
    }
  }
  assert.deepEqual(offenders, []);
});

async function* walkSources(dir: URL): AsyncGenerator<URL> {
  for await (const entry of Deno.readDir(dir)) {
    const url = new URL(entry.name + (entry.isDirectory ? "/" : ""), dir);
    if (entry.isDirectory) yield* walkSources(url);
    else if (/\.(ts|tsx)$/.test(entry.name)) yield url;
  }
}

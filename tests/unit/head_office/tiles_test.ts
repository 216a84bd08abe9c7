// Web-mercator math of the optional tile map, and the MAP_TILE_URL setting.
import assert from "node:assert/strict";
import {
  fitView,
  MAX_ZOOM,
  project,
  tileUrl,
  toScreen,
  unproject,
  viewTiles,
  zoomView,
} from "../../../lib/head_office/tiles.ts";
import { loadConfig } from "../../../lib/config.ts";

const near = (a: number, b: number, eps = 1e-6) => assert.ok(Math.abs(a - b) < eps, `${a} ≈ ${b}`);

Deno.test("project: world pixels of known places", () => {
  near(project(0, 0, 0).x, 128);
  near(project(0, 0, 0).y, 128);
  near(project(-180, 85.0511287798, 0).x, 0);
  near(project(-180, 85.0511287798, 0).y, 0, 1e-4);
  // Toronto at zoom 10 is in tile 286/373 (the OpenStreetMap tile of downtown Toronto).
  const toronto = project(-79.3832, 43.6532, 10);
  near(toronto.x, 73266.9178311111, 1e-6);
  near(toronto.y, 95670.76763599919, 1e-6);
  assert.deepEqual([Math.floor(toronto.x / 256), Math.floor(toronto.y / 256)], [286, 373]);
  const back = unproject(toronto, 10);
  near(back.lon, -79.3832);
  near(back.lat, 43.6532);
});

Deno.test("fitView: the highest zoom at which every store fits, centred on them", () => {
  const stores = [{ lon: -123.1207, lat: 49.2827 }, { lon: -63.5752, lat: 44.6488 }];
  const view = fitView(stores, 640, 420);
  assert.equal(view.zoom, 3); // Vancouver to Halifax: 339 px at zoom 3, 678 px at zoom 4
  for (const s of stores) {
    const p = toScreen(view, s.lon, s.lat);
    assert.ok(p.x >= 24 && p.x <= 616 && p.y >= 24 && p.y <= 396, JSON.stringify(p));
  }
  const one = fitView([{ lon: -79.38, lat: 43.65 }], 640, 420);
  assert.equal(one.zoom, MAX_ZOOM);
  near(toScreen(one, -79.38, 43.65).x, 320);
  near(toScreen(one, -79.38, 43.65).y, 210);
  const zoomed = zoomView(view, 1);
  assert.equal(zoomed.zoom, 4);
  near(zoomed.center.x, view.center.x * 2);
});

Deno.test("viewTiles: the tiles covering the viewport, wrapped in x, none past the poles", () => {
  const tiles = viewTiles({ zoom: 2, center: { x: 128, y: 128 }, width: 512, height: 512 });
  // 512 px around world pixel (128,128) at zoom 2 (1024 px): columns −1…1, rows 0…1 (−1 is past the pole).
  assert.equal(tiles.length, 6);
  assert.deepEqual(tiles.map((t) => `${t.x}/${t.y}@${t.left},${t.top}`), [
    "3/0@-128,128",
    "0/0@128,128",
    "1/0@384,128",
    "3/1@-128,384",
    "0/1@128,384",
    "1/1@384,384",
  ]);
  assert.equal(
    tileUrl("https://tiles.example.org/{z}/{x}/{y}.png", { z: 5, x: 8, y: 11 }),
    "https://tiles.example.org/5/8/11.png",
  );
});

Deno.test("MAP_TILE_URL: an https template with {z}, {x} and {y}; unset by default", () => {
  const base = { DENO_KV_PATH: ":memory:" };
  assert.equal(loadConfig(base).MAP_TILE_URL, undefined);
  const ok = loadConfig({ ...base, MAP_TILE_URL: "https://tile.example.org/{z}/{x}/{y}.png" });
  assert.equal(ok.MAP_TILE_URL, "https://tile.example.org/{z}/{x}/{y}.png");
  assert.equal(ok.MAP_TILE_ATTRIBUTION, "");
  assert.throws(
    () => loadConfig({ ...base, MAP_TILE_URL: "https://tile.example.org/{z}/{x}.png" }),
    /MAP_TILE_URL: must contain \{z\}, \{x\} and \{y\}/,
  );
  assert.throws(
    () => loadConfig({ ...base, MAP_TILE_URL: "http://tile.example.org/{z}/{x}/{y}.png" }),
    /MAP_TILE_URL: must be an https:\/\/ URL/,
  );
});

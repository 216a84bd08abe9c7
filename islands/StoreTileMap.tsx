// The stores on raster tiles, only when MAP_TILE_URL is configured: a small viewport of <img> tiles
// (lib/head_office/tiles.ts does the web-mercator math) with a pin per store linking to its page,
// zoom and pan buttons, and the provider's credit. Renders nothing until it runs in the browser, so
// without JavaScript the page is the server-drawn SVG map alone.
import { useEffect, useRef, useState } from "preact/hooks";
import {
  fitView,
  panView,
  tileUrl,
  toScreen,
  type View,
  viewTiles,
  zoomView,
} from "../lib/head_office/tiles.ts";

export interface TileStore {
  n: number;
  label: string;
  lat: number;
  lon: number;
}

const HEIGHT = 420;
const STEP = 160;

export default function StoreTileMap(
  { template, attribution, stores, labels }: {
    template: string;
    attribution: string;
    stores: TileStore[];
    labels: Record<"title" | "zoom_in" | "zoom_out" | "north" | "south" | "west" | "east", string>;
  },
) {
  const box = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View | null>(null);
  useEffect(() => {
    // The section is hidden until now: measure the space it is given.
    const width = Math.max(280, Math.min(896, box.current?.parentElement?.clientWidth ?? 640));
    setView(fitView(stores, width, HEIGHT));
  }, []);
  const button = (label: string, text: string, next: (v: View) => View) => (
    <button
      type="button"
      class="secondary"
      aria-label={label}
      onClick={() => setView((v) => v && next(v))}
    >
      {text}
    </button>
  );
  return (
    <section
      class="card ho-tiles"
      aria-label={labels.title}
      ref={box}
      hidden={view === null}
      data-tile-map
    >
      {view && (
        <>
          <div
            class="ho-tiles-view"
            style={{ width: `${view.width}px`, height: `${view.height}px` }}
          >
            {viewTiles(view).map((t) => (
              <img
                key={`${t.z}/${t.x}/${t.y}/${t.left}`}
                src={tileUrl(template, t)}
                alt=""
                width={256}
                height={256}
                style={{ left: `${t.left}px`, top: `${t.top}px` }}
              />
            ))}
            {stores.map((s) => {
              const p = toScreen(view, s.lon, s.lat);
              return p.x < 0 || p.y < 0 || p.x > view.width || p.y > view.height ? null : (
                <a
                  key={s.n}
                  class="ho-tile-pin"
                  href={`/head-office/store-master/${s.n}`}
                  title={s.label}
                  aria-label={s.label}
                  style={{ left: `${p.x}px`, top: `${p.y}px` }}
                  data-tile-store={String(s.n)}
                />
              );
            })}
          </div>
          <p class="ho-tiles-tools">
            {button(labels.zoom_in, "+", (v) => zoomView(v, 1))}
            {button(labels.zoom_out, "−", (v) => zoomView(v, -1))}
            {button(labels.north, "↑", (v) => panView(v, 0, -STEP))}
            {button(labels.south, "↓", (v) => panView(v, 0, STEP))}
            {button(labels.west, "←", (v) => panView(v, -STEP, 0))}
            {button(labels.east, "→", (v) => panView(v, STEP, 0))}
            {attribution && <small class="muted">{attribution}</small>}
          </p>
        </>
      )}
    </section>
  );
}

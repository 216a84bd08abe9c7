// /head-office/store-master/map (buyers): the active stores on a map of Canada drawn on the server
// (lib/head_office/map.ts), provinces shaded by store count or by the last 365 days' sales. With
// MAP_TILE_URL configured, an island also shows them on raster tiles (the SVG stays, for no JS).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { SignedInState } from "../../../lib/auth/signed_in.ts";
import { isMemberStore, listStores, type Store } from "../../../lib/stores/mod.ts";
import {
  groupPins,
  mapBase,
  type PinGroup,
  type ProvinceShape,
} from "../../../lib/head_office/map.ts";
import { K as SALES } from "../../../lib/sales/keys.ts";
import { readMap } from "../../../lib/sales/store.ts";
import { formatCurrency, formatNumber, torontoDateString } from "../../../lib/i18n/format.ts";
import { addDays } from "../../../lib/resources/prices.ts";
import { HoFrame } from "../../../components/head-office/Frame.tsx";
import { SelectField } from "../../../components/forms/SelectField.tsx";
import {
  MapLegend,
  StoreMap,
  StoresByProvince,
} from "../../../components/head-office/StoreMap.tsx";
import { NearbyStores } from "../../../components/head-office/NearbyStores.tsx";
import { type NearbySearch, nearbySearch } from "../../../lib/head_office/geocode.ts";
import StoreTileMap, { type TileStore } from "../../../islands/StoreTileMap.tsx";

const MEASURES = ["stores", "sales"] as const;
type Measure = typeof MEASURES[number];

interface Data {
  measure: Measure;
  stores: Store[];
  provinces: ProvinceShape[];
  groups: PinGroup[];
  values: Record<string, number>;
  /** The tile map's template and credit, when MAP_TILE_URL is configured. */
  tiles: { template: string; attribution: string } | null;
  near: NearbySearch;
}

/** Per province: active member stores, or their sales (dollars) over the last 365 days. */
async function measureValues(kv: Deno.Kv, stores: Store[], measure: Measure) {
  const values: Record<string, number> = {};
  if (measure === "stores") {
    for (const s of stores) values[s.province] = (values[s.province] ?? 0) + 1;
    return values;
  }
  const today = torontoDateString(new Date());
  const byStore = await readMap(kv, SALES.g(), { start: addDays(today, -365), end: today });
  for (const s of stores) {
    const cents = byStore[String(s.store_number)]?.[1] ?? 0;
    values[s.province] = (values[s.province] ?? 0) + cents / 100;
  }
  return values;
}

export const handler: Handlers<Data, SignedInState> = {
  async GET(_req, ctx) {
    const { kv } = ctx.state;
    const asked = ctx.url.searchParams.get("measure");
    const measure: Measure = (MEASURES as readonly string[]).includes(asked ?? "")
      ? asked as Measure
      : "stores";
    const stores = (await listStores(kv)).filter((s) => s.active && isMemberStore(s.store_number));
    const base = await mapBase();
    return ctx.render({
      measure,
      stores,
      provinces: base.provinces,
      groups: groupPins(stores, base.project),
      values: await measureValues(kv, stores, measure),
      tiles: ctx.state.config.MAP_TILE_URL
        ? {
          template: ctx.state.config.MAP_TILE_URL,
          attribution: ctx.state.config.MAP_TILE_ATTRIBUTION,
        }
        : null,
      near: nearbySearch(ctx.url.searchParams, stores),
    });
  },
};

export default function StoreMapPage({ data, state, url }: PageProps<Data, SignedInState>) {
  const { t, locale } = state;
  const format = (v: number) =>
    data.measure === "sales"
      ? formatCurrency(v, locale, { decimals: 0 })
      : formatNumber(v, locale, 0);
  return (
    <HoFrame
      id="ho_store_master_map"
      t={t}
      lead={t("head_office.map.lead", { count: data.stores.length, pins: data.groups.length })}
    >
      <form method="get" class="ho-filters">
        <SelectField
          name="measure"
          label={t("head_office.map.measure")}
          value={data.measure}
          options={MEASURES.map((m) => ({ value: m, label: t(`head_office.map.measures.${m}`) }))}
        />
        <p>
          <button type="submit" class="secondary">{t("head_office.show")}</button>
        </p>
      </form>
      {data.tiles && (
        <StoreTileMap
          template={data.tiles.template}
          attribution={data.tiles.attribution}
          stores={data.stores.map((s): TileStore => ({
            n: s.store_number,
            label: `${s.store_number} · ${s.name} (${s.city})`,
            lat: s.latitude,
            lon: s.longitude,
          }))}
          labels={{
            title: t("head_office.map.tiles.title"),
            zoom_in: t("head_office.map.tiles.zoom_in"),
            zoom_out: t("head_office.map.tiles.zoom_out"),
            north: t("head_office.map.tiles.north"),
            south: t("head_office.map.tiles.south"),
            west: t("head_office.map.tiles.west"),
            east: t("head_office.map.tiles.east"),
          }}
        />
      )}
      <StoreMap
        t={t}
        provinces={data.provinces}
        groups={data.groups}
        values={data.values}
        format={format}
      />
      <MapLegend t={t} values={data.values} format={format} />
      <NearbyStores t={t} locale={locale} url={url} search={data.near} />
      <StoresByProvince t={t} stores={data.stores} values={data.values} format={format} />
    </HoFrame>
  );
}

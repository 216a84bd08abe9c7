// The store map as inline SVG (lib/head_office/map.ts): provinces shaded by the chosen measure,
// one pin per store (a link to its page) or one numbered marker per group of nearby stores, each
// with a <title> naming its stores. Works without JavaScript; a list by province follows for
// screen readers and printing.
import type { TFunction } from "i18next";
import type { Province, Store } from "../../lib/stores/mod.ts";
import type { PinGroup, ProvinceShape, ShadeRange } from "../../lib/head_office/map.ts";
import { MAP_HEIGHT, MAP_WIDTH, shadeClass, shadeRanges } from "../../lib/head_office/map.ts";

export function StoreMap(
  { t, provinces, groups, values, format }: {
    t: TFunction;
    provinces: ProvinceShape[];
    groups: PinGroup[];
    values: Record<string, number>;
    format: (v: number) => string;
  },
) {
  const max = Math.max(0, ...Object.values(values));
  return (
    <svg
      class="ho-map"
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      role="group"
      aria-labelledby="ho-map-title"
      data-store-map
    >
      <title id="ho-map-title">{t("head_office.map.svg_title")}</title>
      {provinces.map((p) => (
        <path
          class={`province shade-${shadeClass(values[p.id] ?? 0, max)}`}
          d={p.d}
          data-province={p.id}
        >
          <title>
            {t("head_office.labelled", {
              label: t(`head_office.provinces.${p.id}`),
              value: format(values[p.id] ?? 0),
            })}
          </title>
        </path>
      ))}
      {provinces.filter((p) => !["PE", "NS", "NB"].includes(p.id)).map((p) => (
        <text class="label" x={p.x} y={p.y} text-anchor="middle">{p.id}</text>
      ))}
      {groups.map((g) =>
        g.stores.length === 1
          ? (
            <a
              class="pin"
              href={`/head-office/store-master/${g.stores[0].store_number}`}
              data-store={String(g.stores[0].store_number)}
            >
              <title>
                {`${g.stores[0].store_number} · ${g.stores[0].name} (${g.stores[0].city})`}
              </title>
              <circle cx={g.x.toFixed(1)} cy={g.y.toFixed(1)} r="5" />
            </a>
          )
          : (
            <a
              class="pin"
              href={`#province-${g.stores[0].province}`}
              data-stores={g.stores.map((s) => s.store_number).join(" ")}
            >
              <title>
                {g.stores.map((s) => `${s.store_number} · ${s.name} (${s.city})`).join("\n")}
              </title>
              <circle cx={g.x.toFixed(1)} cy={g.y.toFixed(1)} r="9" />
              <text x={g.x.toFixed(1)} y={g.y.toFixed(1)}>{g.stores.length}</text>
            </a>
          )
      )}
    </svg>
  );
}

export function MapLegend(
  { t, values, format }: {
    t: TFunction;
    values: Record<string, number>;
    format: (v: number) => string;
  },
) {
  const label = ({ c, from, to, exclusive }: ShadeRange) =>
    !exclusive
      ? from === to ? format(from) : `${format(from)} – ${format(to)}`
      : c === 1
      ? t("head_office.map.range_up_to", { to: format(to) })
      : t("head_office.map.range_over", { from: format(from), to: format(to) });
  const swatch = (c: number) => (
    <svg viewBox="0 0 16 16" class="ho-swatch" aria-hidden="true">
      <rect class={`shade-${c}`} width="16" height="16" />
    </svg>
  );
  return (
    <ul class="ho-legend" aria-label={t("head_office.map.legend")}>
      <li data-shade="0">
        {swatch(0)} {t("head_office.map.none")}
      </li>
      {shadeRanges(Object.values(values)).map((range) => (
        <li data-shade={range.c}>
          {swatch(range.c)} {label(range)}
        </li>
      ))}
    </ul>
  );
}

export function StoresByProvince(
  { t, stores, values, format }: {
    t: TFunction;
    stores: Store[];
    values: Record<string, number>;
    format: (v: number) => string;
  },
) {
  const byProvince = new Map<Province, Store[]>();
  for (const s of stores) byProvince.set(s.province, [...(byProvince.get(s.province) ?? []), s]);
  return (
    <section aria-labelledby="by-province">
      <h2 id="by-province">{t("head_office.map.by_province")}</h2>
      {[...byProvince.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([p, list]) => (
        <div id={`province-${p}`}>
          <h3>{`${t(`head_office.provinces.${p}`)} — ${format(values[p] ?? 0)}`}</h3>
          <ul>
            {list.map((s) => (
              <li data-listed-store={String(s.store_number)}>
                <a href={`/head-office/store-master/${s.store_number}`}>
                  {`${s.store_number} · ${s.name}`}
                </a>{" "}
                <span class="muted">{`${s.city}, ${s.postal_code}`}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

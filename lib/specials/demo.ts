// Demo specials: three programs relative to today (open for two weeks, closing tomorrow, past)
// with orders from the demo member stores (1234, 1310, 2051), placed through the same code path
// members use, at a moment when each program was open.
import { fromToronto, torontoDateString } from "../i18n/format.ts";
import type { Actor } from "../orders/mod.ts";
import { saveMemberOrder } from "./ordering.ts";
import type { FormLine, SpecialForm } from "./schema.ts";
import { saveForm } from "./store.ts";
import { linesForCode } from "./catalogue_lines.ts";

const DAY = 86_400_000;
const HEAD_OFFICE: Actor = { id: "demo-seed", email: "buyer@example.com" };

function line(
  item_number: string,
  department: string,
  en: string,
  fr: string,
  case_pack: number,
  min_qty: number,
  cost: number,
  retail: number,
): FormLine {
  return { item_number, department, description: { en, fr }, case_pack, min_qty, cost, retail };
}

const day = (base: number, offset: number) => torontoDateString(new Date(base + offset * DAY));
const at = (base: number, offset: number, time = "23:59") =>
  fromToronto(day(base, offset), time).toISOString();

export async function seedSpecials(kv: Deno.Kv, now = new Date()): Promise<string> {
  const t = now.getTime();
  const windows = (offset: number) => [
    { start_ship: day(t, offset), cancel_date: day(t, offset + 21) },
    { start_ship: day(t, offset + 30), cancel_date: day(t, offset + 51) },
  ];
  const forms: [unknown, Record<number, Record<string, string>>][] = [
    [{
      vendor: "V100",
      name: { en: "Winter Hockey Essentials", fr: "Essentiels de hockey d'hiver" },
      opens_at: at(t, -3, "08:00"),
      deadline: at(t, 14),
      delivery_windows: windows(30),
      lines: [
        line(
          "100200",
          "Hockey",
          "Pro tape, black, 24 mm",
          "Ruban pro, noir, 24 mm",
          24,
          48,
          2.15,
          4.99,
        ),
        line(
          "100201",
          "Hockey",
          "Pro tape, white, 24 mm",
          "Ruban pro, blanc, 24 mm",
          24,
          48,
          2.15,
          4.99,
        ),
        line(
          "100310",
          "Hockey",
          "Senior stick, 85 flex",
          "Bâton senior, flexibilité 85",
          6,
          6,
          89.5,
          179.99,
        ),
        line("100420", "Hockey", "Skate guards, pair", "Protège-lames, paire", 12, 0, 6.4, 14.99),
      ],
      min_order_value: 500,
      rebate: {
        kind: "retroactive",
        tiers: [{ from: 1_500, percent: 2 }, { from: 3_000, percent: 3 }, {
          from: 6_000,
          percent: 5,
        }],
      },
      notes: "",
      published: true,
    }, {
      1234: { "100200": "96", "100310": "12" },
      2051: { "100201": "96", "100310": "6", "100420": "24" },
    }],
    [{
      vendor: "V200",
      name: { en: "Back-to-Court Basketballs", fr: "Ballons de basketball pour la rentrée" },
      opens_at: at(t, -10, "08:00"),
      deadline: at(t, 1),
      delivery_windows: windows(10),
      lines: [
        line(
          "200150",
          "Basketball",
          "Composite ball, size 7",
          "Ballon composite, taille 7",
          6,
          12,
          18.75,
          39.99,
        ),
        line(
          "200151",
          "Basketball",
          "Composite ball, size 6",
          "Ballon composite, taille 6",
          6,
          6,
          17.25,
          36.99,
        ),
        line(
          "200400",
          "Basketball",
          "Ball pump with needles",
          "Pompe à ballon avec aiguilles",
          12,
          0,
          3.1,
          7.99,
        ),
      ],
      min_order_value: 300,
      rebate: {
        kind: "incremental",
        tiers: [{ from: 500, percent: 1 }, { from: 1_000, percent: 2.5 }],
      },
      notes: "",
      published: true,
    }, { 1310: { "200150": "24", "200400": "12" } }],
    [{
      vendor: "V100",
      name: { en: "Fall Running Socks", fr: "Chaussettes de course d'automne" },
      opens_at: at(t, -60, "08:00"),
      deadline: at(t, -30),
      delivery_windows: windows(-20),
      lines: [
        line(
          "100900",
          "Running",
          "Crew sock, 3-pack, M",
          "Chaussette mi-mollet, paquet de 3, M",
          12,
          12,
          7.8,
          17.99,
        ),
        line(
          "100901",
          "Running",
          "Crew sock, 3-pack, L",
          "Chaussette mi-mollet, paquet de 3, L",
          12,
          12,
          7.8,
          17.99,
        ),
      ],
      min_order_value: 150,
      rebate: { kind: "retroactive", tiers: [{ from: 300, percent: 2 }] },
      notes: "",
      published: true,
    }, {
      1234: { "100900": "24", "100901": "12" },
      1310: { "100900": "36" },
      2051: { "100901": "24" },
    }],
  ];
  // A line ordered by size, from the catalogue: V100's first style in its first colour, at 85 %
  // of the catalogue cost, in cases of six over the sizes.
  const [grid] = await linesForCode(kv, "10000");
  if (grid?.variants) {
    const hockey = forms[0][0] as { lines: FormLine[] };
    hockey.lines.push({
      ...grid,
      case_pack: 6,
      min_qty: 6,
      cost: Math.round(grid.cost * 85) / 100,
    });
    for (const v of grid.variants.slice(0, 3)) forms[0][1][1234][v.item_number] = "2";
  }
  let orders = 0;
  for (const [input, byStore] of forms) {
    const form: SpecialForm = await saveForm(kv, null, input, now);
    const during = new Date(Date.parse(form.opens_at) + DAY);
    for (const [store, quantities] of Object.entries(byStore)) {
      const result = await saveMemberOrder(kv, {
        form,
        store: Number(store),
        quantities,
        window: 0,
        action: "submit",
        actor: HEAD_OFFICE,
        now: during,
      });
      if (!result.ok) throw new Error(`demo specials order refused: ${JSON.stringify(result)}`);
      orders++;
    }
  }
  return `specials: ${forms.length} programs, ${orders} orders`;
}

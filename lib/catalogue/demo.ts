// The demo catalogue: six styles per demo vendor (180), each with a realistic size run and one to
// five colours — skates by half size, shoes 7–12, apparel XS–XXL, bikes by frame size, skis by
// length — about 1,500 variants with valid GTINs (GS1 Canada prefix 754). Deterministic.
import type { Config } from "../config.ts";
import { checkDigit } from "../gs1/gtin.ts";
import { listVendors, type Vendor } from "../stores/mod.ts";
import { type Bilingual, type Colour, DEPARTMENTS, type Style, type Variant } from "./model.ts";
import { putStylesFresh } from "./store.ts";

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const halves = (from: number, to: number) =>
  Array.from({ length: (to - from) * 2 + 1 }, (_, i) => String(from + i / 2));

/** Size runs by kind of product. */
const RUNS: Record<string, string[]> = {
  SKATE: halves(4, 11),
  SHOE: halves(7, 12),
  KIDS_SHOE: ["11K", "12K", "13K", "1", "2", "3", "4", "5"],
  SKI_BOOT: ["24.5", "25.5", "26.5", "27.5", "28.5", "29.5", "30.5"],
  APPAREL: ["XS", "S", "M", "L", "XL", "XXL"],
  KIDS: ["4", "5", "6", "7", "8", "10", "12", "14"],
  HELMET: ["S", "M", "L"],
  GLOVES: ['10"', '11"', '12"', '13"', '14"', '15"'],
  SHIN: ['11"', '12"', '13"', '14"', '15"', '16"'],
  STICK: ["JR-L", "JR-R", "INT-L", "INT-R", "SR-L", "SR-R"],
  MTB: ["XS", "S", "M", "L", "XL"],
  ROAD: ["48", "51", "54", "56", "58", "61"],
  KIDS_BIKE: ['16"', '20"', '24"'],
  TUBE: ['26"', '27.5"', '29"', "700c"],
  SKI: ["150", "158", "166", "174", "182"],
  BOARD: ["148", "152", "156", "160", "164"],
  POLE: ["110", "115", "120", "125", "130"],
  GRIP: ["4 1/8", "4 1/4", "4 3/8", "4 1/2"],
  GLOVE_BB: ['10.5"', '11"', '11.5"', '12"', '12.5"'],
  BAT: ['28"', '29"', '30"', '31"', '32"', '33"'],
  BALL: ["3", "4", "5"],
  BASKETBALL: ["5", "6", "7"],
  DUMBBELL: ["5 lb", "10 lb", "15 lb", "20 lb", "25 lb", "30 lb"],
  KETTLEBELL: ["8 kg", "12 kg", "16 kg", "20 kg", "24 kg"],
  BANDS: ["L", "M", "H"],
  TENT: ["2P", "4P", "6P"],
  BAG: ["REG", "LONG"],
  LITRES: ["20L", "30L", "40L"],
  DRY: ["10L", "20L", "30L"],
  ROD: ["6'", "6'6\"", "7'", "7'6\""],
  KAYAK: ["9'", "10'", "12'"],
  PADDLE: ["210 cm", "220 cm", "230 cm", "240 cm"],
  BOTTLE: ["500 mL", "750 mL", "1 L"],
  OS: ["OS"],
};

/** [English, French, class, size run, colours] per kind of product, by department. */
type Noun = [string, string, string, keyof typeof RUNS, number];
const NOUNS: Record<string, Noun[]> = {
  HOC: [
    ["Skate", "Patin", "skates", "SKATE", 2],
    ["Stick", "Bâton", "sticks", "STICK", 1],
    ["Helmet", "Casque", "protective", "HELMET", 3],
    ["Gloves", "Gants", "protective", "GLOVES", 2],
    ["Shin Pads", "Jambières", "protective", "SHIN", 1],
    ["Tape", "Ruban", "sticks", "OS", 3],
    ["Pants", "Culotte", "protective", "APPAREL", 2],
    ["Goalie Mask", "Masque de gardien", "goalie", "HELMET", 2],
  ],
  BIK: [
    ["Mountain Bike", "Vélo de montagne", "bikes", "MTB", 2],
    ["Road Bike", "Vélo de route", "bikes", "ROAD", 2],
    ["Kids Bike", "Vélo pour enfant", "bikes", "KIDS_BIKE", 3],
    ["Helmet", "Casque de vélo", "helmets", "HELMET", 3],
    ["Lock", "Cadenas", "parts", "OS", 2],
    ["Tube", "Chambre à air", "parts", "TUBE", 1],
    ["Lights", "Phares", "parts", "OS", 1],
    ["Pump", "Pompe", "parts", "OS", 1],
  ],
  SKI: [
    ["All-Mountain Ski", "Ski tout-terrain", "skis", "SKI", 1],
    ["Snowboard", "Planche à neige", "boards", "BOARD", 2],
    ["Ski Boot", "Botte de ski", "boots", "SKI_BOOT", 2],
    ["Goggles", "Lunettes de ski", "skis", "OS", 4],
    ["Poles", "Bâtons de ski", "skis", "POLE", 2],
    ["Bindings", "Fixations", "skis", "HELMET", 2],
    ["Wax", "Fart", "skis", "OS", 1],
  ],
  FTW: [
    ["Trail Runner", "Chaussure de course en sentier", "running", "SHOE", 2],
    ["Road Runner", "Chaussure de course sur route", "running", "SHOE", 2],
    ["Hiking Boot", "Botte de randonnée", "hiking", "SHOE", 2],
    ["Winter Boot", "Botte d'hiver", "winter", "SHOE", 1],
    ["Kids Shoe", "Chaussure pour enfant", "running", "KIDS_SHOE", 2],
    ["Sandal", "Sandale", "hiking", "SHOE", 1],
  ],
  TEA: [
    ["Soccer Ball", "Ballon de soccer", "soccer", "BALL", 2],
    ["Cleats", "Chaussures à crampons", "soccer", "SHOE", 1],
    ["Baseball Glove", "Gant de baseball", "baseball", "GLOVE_BB", 1],
    ["Bat", "Bâton de baseball", "baseball", "BAT", 1],
    ["Basketball", "Ballon de basketball", "basketball", "BASKETBALL", 1],
    ["Shin Guards", "Protège-tibias", "soccer", "APPAREL", 1],
  ],
  CMP: [
    ["Tent", "Tente", "tents", "TENT", 2],
    ["Sleeping Bag", "Sac de couchage", "sleeping", "BAG", 2],
    ["Daypack", "Sac à dos de jour", "tents", "LITRES", 3],
    ["Stove", "Réchaud", "tents", "OS", 1],
    ["Headlamp", "Lampe frontale", "tents", "OS", 3],
    ["Rod", "Canne à pêche", "fishing", "ROD", 1],
    ["Binoculars", "Jumelles", "fishing", "OS", 1],
  ],
  FIT: [
    ["Yoga Mat", "Tapis de yoga", "equipment", "OS", 4],
    ["Dumbbells", "Haltères", "equipment", "DUMBBELL", 1],
    ["Racquet", "Raquette", "racquet", "GRIP", 2],
    ["Golf Balls", "Balles de golf", "golf", "OS", 2],
    ["Resistance Bands", "Bandes élastiques", "equipment", "BANDS", 1],
    ["Kettlebell", "Kettlebell", "equipment", "KETTLEBELL", 1],
  ],
  WAT: [
    ["Kayak", "Kayak", "paddle", "KAYAK", 3],
    ["Paddle", "Pagaie", "paddle", "PADDLE", 2],
    ["PFD", "VFI", "paddle", "APPAREL", 2],
    ["Swim Goggles", "Lunettes de natation", "swim", "OS", 4],
    ["Wetsuit", "Combinaison isothermique", "swim", "APPAREL", 1],
    ["Dry Bag", "Sac étanche", "paddle", "DRY", 3],
  ],
  SCH: [
    ["School Backpack", "Sac à dos scolaire", "backpacks", "OS", 5],
    ["Lunch Bag", "Sac à lunch", "lunch", "OS", 4],
    ["Water Bottle", "Gourde", "lunch", "BOTTLE", 4],
    ["Pencil Case", "Étui à crayons", "backpacks", "OS", 4],
    ["Gym Bag", "Sac de sport", "backpacks", "OS", 3],
  ],
  APP: [
    ["Parka", "Parka", "outerwear", "APPAREL", 3],
    ["Base Layer", "Couche de base", "base_layers", "APPAREL", 2],
    ["Fleece", "Molleton", "outerwear", "APPAREL", 3],
    ["Toque", "Tuque", "outerwear", "OS", 4],
    ["Rain Jacket", "Imperméable", "outerwear", "APPAREL", 2],
    ["Kids Snowsuit", "Habit de neige pour enfant", "kids", "KIDS", 2],
  ],
};

const COLOURS: Colour[] = [
  ["BLK", "Black", "noir"],
  ["NVY", "Navy", "marine"],
  ["RED", "Red", "rouge"],
  ["WHT", "White", "blanc"],
  ["GRY", "Grey", "gris"],
  ["BLU", "Blue", "bleu"],
  ["GRN", "Forest", "forêt"],
  ["ORG", "Orange", "orange"],
  ["YEL", "Yellow", "jaune"],
  ["PNK", "Pink", "rose"],
].map(([code, en, fr]) => ({ code, name: { en, fr } }));

const TIERS: Bilingual[] = [
  { en: "Pro", fr: "Pro" },
  { en: "Sport", fr: "Sport" },
  { en: "Junior", fr: "Junior" },
  { en: "Elite", fr: "Élite" },
];

const DEPT_PRICE: Record<string, [number, number]> = {
  HOC: [2999, 34999],
  BIK: [2499, 119999],
  SKI: [9999, 69999],
  FTW: [5999, 21999],
  TEA: [1499, 14999],
  CMP: [1999, 44999],
  FIT: [1999, 29999],
  WAT: [2999, 99999],
  SCH: [1999, 8999],
  APP: [2499, 29999],
};

/** Demo vendor → department (vendors not listed get one by their position). */
const VENDOR_DEPT: Record<string, string> = {
  "Polar Peak Hockey": "HOC",
  "Northwind Outerwear": "APP",
  "Trailhead Footwear": "FTW",
  "Glacier Ski Co.": "SKI",
  "Maple Blade Skates": "HOC",
  "Summit Packs": "SCH",
  "Riverstone Fishing": "CMP",
  "Aurora Activewear": "APP",
  "Coastline Paddle": "WAT",
  "Prairie Cycle Works": "BIK",
  "Boréal Plein Air": "CMP",
  "Ironwood Fitness": "FIT",
  "Kodiak Camp Gear": "CMP",
  "Lakeside Swim": "WAT",
  "Cedar Racquet Sports": "FIT",
  "Timberline Boots": "FTW",
  "Snowdrift Snowboards": "SKI",
  "Fastbreak Basketball": "TEA",
  "Pitchside Soccer": "TEA",
  "Diamond Line Baseball": "TEA",
  "Stride Running Co.": "FTW",
  "Voyageur Canoe Supply": "WAT",
  "Frostbite Goalie": "HOC",
  "Highland Golf": "FIT",
  "Tidewater Wetsuits": "WAT",
  "Laurentian Knitwear": "APP",
  "Granite Climbing": "CMP",
  "Blue Line Sticks": "HOC",
  "Everest Optics": "CMP",
  "Wildrose Equestrian": "FIT",
};

const SEASON: Record<string, string> = {
  HOC: "FW26",
  SKI: "FW26",
  APP: "FW26",
  BIK: "SS26",
  WAT: "SS26",
  CMP: "SS26",
  TEA: "SS26",
};

export const STYLES_PER_VENDOR = 6;

/** A GTIN-14 from the demo GS1 Canada prefix: 0 754 vendor(4) reference(5) check. */
export function demoGtin14(vendorIndex: number, reference: number): string {
  const body = `0754${String(1000 + vendorIndex * 7).padStart(4, "0")}${
    String(reference).padStart(5, "0")
  }`;
  return body + checkDigit(body);
}

export interface DemoCatalogue {
  styles: Style[];
  /** Variants by style id, in size-run then colour order. */
  variants: Map<string, Variant[]>;
}

/** The demo catalogue of these vendors (sorted by number, as V100, V200 …). */
export function demoCatalogue(vendors: Vendor[]): DemoCatalogue {
  const rand = mulberry32(42);
  const styles: Style[] = [];
  const variants = new Map<string, Variant[]>();
  vendors.forEach((vendor, vi) => {
    const dept = VENDOR_DEPT[vendor.name] ?? DEPARTMENTS[vi % DEPARTMENTS.length].code;
    const nouns = NOUNS[dept];
    const [lo, hi] = DEPT_PRICE[dept];
    const brand = vendor.name.split(" ")[0];
    for (let i = 0; i < STYLES_PER_VENDOR; i++) {
      const [en, fr, cls, run, colourCount] = nouns[(i + vi) % nouns.length];
      const tier = TIERS[i % TIERS.length];
      const id = String(10000 + vi * 100 + i);
      const retail = Math.round((lo + (hi - lo) * Math.pow(rand(), 2)) / 100) * 100 - 1;
      const margin = 0.35 + rand() * 0.15;
      const cost = Math.round(retail * (1 - margin));
      const colours = Array.from(
        { length: colourCount },
        (_, k) => COLOURS[(vi * 3 + i + k * 3) % COLOURS.length],
      );
      // every seventh style is last season's, being sold through
      const old = (vi * STYLES_PER_VENDOR + i) % 7 === 6;
      const season = old ? (SEASON[dept] ?? "CORE").replace(/26$/, "25") : SEASON[dept] ?? "CORE";
      const name = { en: `${brand} ${en} ${tier.en}`, fr: `${fr} ${brand} ${tier.fr}` };
      const style: Style = {
        id,
        vendor: vendor.vendor_number,
        department: dept,
        class: cls,
        season,
        name,
        description: {
          en: `${en} by ${vendor.name}, ${tier.en} line.`,
          fr: `${fr} de ${vendor.name}, gamme ${tier.fr}.`,
        },
        sizes: RUNS[run],
        colours,
      };
      styles.push(style);
      const list: Variant[] = [];
      for (const size of style.sizes) {
        for (const colour of colours) {
          const seq = list.length + 1;
          const label = (lang: "en" | "fr") =>
            `${name[lang]} — ${colour.name[lang]}${size === "OS" ? "" : `, ${size}`}`;
          list.push({
            item_number: `${id}${String(seq).padStart(2, "0")}`,
            style_id: id,
            gtin14: demoGtin14(vi, i * 100 + seq),
            vendor: vendor.vendor_number,
            department: dept,
            class: cls,
            size,
            colour: colour.code,
            cost,
            retail,
            season,
            status: old ? "discontinued" : "active",
            description: { en: label("en"), fr: label("fr") },
          });
        }
      }
      variants.set(id, list);
    }
  });
  return { styles, variants };
}

/** Demo vendors in number order (V100, V200 … V3000). */
export function byVendorNumber(vendors: Vendor[]): Vendor[] {
  return [...vendors].sort((a, b) =>
    Number(a.vendor_number.slice(1)) - Number(b.vendor_number.slice(1))
  );
}

/** The seeder registered in lib/db/seed.ts (after the stores seeder, before sales). */
export async function seedCatalogue(kv: Deno.Kv, _config: Config): Promise<string> {
  const started = performance.now();
  const { styles, variants } = demoCatalogue(byVendorNumber(await listVendors(kv)));
  const count = await putStylesFresh(
    kv,
    styles.map((style) => ({ style, variants: variants.get(style.id)! })),
  );
  return `catalogue: ${styles.length} styles, ${count} variants in ${
    Math.round(performance.now() - started)
  } ms`;
}

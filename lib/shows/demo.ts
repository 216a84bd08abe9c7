// Demo shows: the active Fall Show 2026 (dates relative to today, the order deadline three weeks
// ahead) with ten vendors' books built from the demo catalogue (skates, sticks, helmets, jackets,
// footwear), booths, files, announcements, attendance and orders from the demo stores placed
// through the same code members use; two archived shows (the 2025 fall show with last season's
// orders in the ledger) and an upcoming one.
import { pdfLib } from "../pdf/load.ts";
import { listStyles, listVariants, type Style, type Variant } from "../catalogue/mod.ts";
import { saveUpload } from "../files/mod.ts";
import { fromToronto, torontoDateString } from "../i18n/format.ts";
import { type Actor, createOrder, transitionOrder } from "../orders/mod.ts";
import { getStore } from "../stores/mod.ts";
import { cellKey } from "./grid.ts";
import { saveShowOrder, submitShowOrder } from "./ordering.ts";
import type { Book, BookStyle, Category, Show, Split } from "./schema.ts";
import {
  createShow,
  putAnnouncement,
  putAttendee,
  putBook,
  putCategory,
  putVendorPage,
} from "./store.ts";
import { storeAddress } from "./shipping.ts";

const DAY = 86_400_000;
const SEED: Actor = { id: "demo-seed", email: "owner@example.com" };
export const FALL_SHOW = "fall-2026";
export const SHOW_VENDORS = [
  "V100",
  "V200",
  "V300",
  "V500",
  "V800",
  "V1000",
  "V1600",
  "V2300",
  "V2600",
  "V2800",
];

export const DEMO_CATEGORIES: Category[] = [
  { id: "skates", name: { en: "Skates", fr: "Patins" }, classes: ["skates"] },
  { id: "sticks", name: { en: "Sticks", fr: "Bâtons" }, classes: ["sticks"] },
  {
    id: "helmets",
    name: { en: "Helmets and protective", fr: "Casques et protection" },
    classes: ["helmets", "protective", "goalie"],
  },
  {
    id: "jackets",
    name: { en: "Jackets and apparel", fr: "Manteaux et vêtements" },
    classes: ["outerwear", "base_layers", "kids"],
  },
  {
    id: "footwear",
    name: { en: "Footwear", fr: "Chaussures" },
    classes: ["running", "hiking", "winter"],
  },
];

/** The category of a catalogue class ("other" when no category gathers it). */
export function categoryOf(categories: Category[], cls: string): string {
  return categories.find((c) => c.classes.includes(cls))?.id ?? "other";
}

const PACKS: Record<string, [number, number]> = {
  sticks: [3, 6],
  helmets: [2, 4],
  jackets: [2, 6],
  footwear: [1, 6],
  skates: [1, 4],
};

/** A book style from a catalogue style: show price 5 % under cost, case pack and minimum. */
export function bookStyleOf(style: Style, variants: Variant[], category: string): BookStyle {
  const first = variants[0];
  const [case_pack, minimum] = PACKS[category] ?? [1, 0];
  return {
    style_id: style.id,
    name: style.name,
    category,
    department: style.department,
    sizes: style.sizes,
    colours: style.colours,
    items: Object.fromEntries(variants.map((v) => [cellKey(v.colour, v.size), v.item_number])),
    wholesale: Math.round(first.cost * 0.95) / 100,
    retail: first.retail / 100,
    case_pack,
    minimum,
    image: null,
  };
}

const day = (base: number, offset: number) => torontoDateString(new Date(base + offset * DAY));

/** A one-page catalogue cover for a demo show: a real PDF (cross-reference table and all). */
async function cataloguePdf(title: string): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await pdfLib();
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  doc.addPage([612, 792]).drawText(title, { x: 72, y: 700, size: 24, font });
  return await doc.save();
}

function show(
  key: string,
  en: string,
  fr: string,
  starts: string,
  ends: string,
  extra: Partial<Show>,
): Show {
  return {
    key,
    name: { en, fr },
    starts,
    ends,
    venue: "Toronto Congress Centre, Hall B",
    state: "active",
    order_deadline: fromToronto(ends, "23:59").toISOString(),
    terms: {
      en: "Net 60 days from ship date. Freight prepaid on orders over $1,500 per delivery.",
      fr:
        "Net 60 jours après l'expédition. Transport payé pour les commandes de plus de 1 500 $ par livraison.",
    },
    created_at: new Date().toISOString(),
    ...extra,
  };
}

export async function seedShows(kv: Deno.Kv, now = new Date()): Promise<string> {
  const started = performance.now();
  const t = now.getTime();
  for (const c of DEMO_CATEGORIES) await putCategory(kv, c);
  const fall = show(FALL_SHOW, "Fall Show 2026", "Salon d'automne 2026", day(t, -1), day(t, 1), {
    order_deadline: fromToronto(day(t, 21), "23:59").toISOString(),
  });
  const past = show(
    "fall-2025",
    "Fall Show 2025",
    "Salon d'automne 2025",
    day(t, -366),
    day(t, -364),
    {
      state: "archived",
    },
  );
  await createShow(kv, fall);
  await createShow(kv, past);
  await createShow(
    kv,
    show("spring-2026", "Spring Show 2026", "Salon du printemps 2026", day(t, -190), day(t, -188), {
      state: "archived",
      venue: "Palais des congrès de Montréal",
    }),
  );
  await createShow(
    kv,
    show("spring-2027", "Spring Show 2027", "Salon du printemps 2027", day(t, 150), day(t, 152), {
      state: "upcoming",
      venue: "Palais des congrès de Montréal",
    }),
  );

  // Files of the shows (price list and catalogue), owned by the show as a program.
  for (const s of [fall, past]) {
    await saveUpload(kv, {
      name: `${s.key}-tarifs.csv`,
      type: "text/csv",
      body: new TextEncoder().encode("vendor,style,wholesale\nV100,10000,129.99\n"),
      purpose: "show_price_list",
      owner: `program:${s.key}`,
    });
    await saveUpload(kv, {
      name: `${s.key}-catalogue.pdf`,
      type: "application/pdf",
      body: await cataloguePdf(`${s.name.en} — Catalogue`),
      purpose: "show_catalogue",
      owner: `program:${s.key}`,
    });
  }

  const windows = [
    { start_ship: day(t, 60), cancel_date: day(t, 90) },
    { start_ship: day(t, 100), cancel_date: day(t, 130) },
  ];
  const books = new Map<string, { book: Book; styles: BookStyle[] }>();
  for (const [i, vendor] of SHOW_VENDORS.entries()) {
    const styles = (await listStyles(kv, { vendor })).sort((a, b) => a.id.localeCompare(b.id));
    const variants = await listVariants(kv, { vendor });
    const bookStyles = styles.map((s) =>
      bookStyleOf(
        s,
        variants.filter((v) => v.style_id === s.id),
        categoryOf(DEMO_CATEGORIES, s.class),
      )
    );
    const book: Book = {
      id: `${FALL_SHOW}-${vendor.toLowerCase()}`,
      show: FALL_SHOW,
      vendor,
      name: { en: "Fall/Winter 2027 collection", fr: "Collection automne-hiver 2027" },
      season: "FW27",
      windows,
      style_count: bookStyles.length,
    };
    await putBook(kv, book, bookStyles);
    books.set(vendor, { book, styles: bookStyles });
    await putVendorPage(kv, {
      id: `${FALL_SHOW}-${vendor.toLowerCase()}`,
      show: FALL_SHOW,
      vendor,
      booth: `B${101 + i * 2}`,
      description: {
        en: `Visit our booth for the full Fall/Winter 2027 line, with show-only pricing.`,
        fr: `Visitez notre kiosque pour toute la collection automne-hiver 2027, à prix de salon.`,
      },
      specials: {
        en: "5% off all show orders\nFree freight on orders submitted before the deadline",
        fr:
          "5 % de rabais sur toutes les commandes du salon\nTransport gratuit avant la date limite",
      },
      files: [],
      updated_at: now.toISOString(),
    }, true);
  }

  const notes = [
    [
      "Show floor opens at 8:00",
      "Ouverture du salon à 8 h",
      "Badges are at the registration desk, Hall B.",
      "Les cocardes sont à l'accueil, salle B.",
      -1,
      true,
    ],
    [
      "Order deadline",
      "Date limite des commandes",
      "Show orders can be changed until the deadline; submit early for the first delivery.",
      "Les commandes peuvent être modifiées jusqu'à la date limite; soumettez tôt pour la première livraison.",
      0,
      false,
    ],
    [
      "Members' dinner",
      "Souper des membres",
      "Thursday 19:00 at the hotel restaurant.",
      "Jeudi 19 h au restaurant de l'hôtel.",
      0,
      false,
    ],
  ] as const;
  for (const [i, [en, fr, ben, bfr, offset, pinned]] of notes.entries()) {
    await putAnnouncement(kv, {
      id: `n${i + 1}`,
      show: FALL_SHOW,
      title: { en, fr },
      body: { en: ben, fr: bfr },
      date: day(t, offset),
      pinned,
    });
  }
  const people: [number, string, number][] = [
    [1234, "Marie Tremblay", -1],
    [1234, "Jean Gagnon", 0],
    [1310, "Priya Singh", -1],
    [1310, "Priya Singh", 0],
    [2051, "Liam O'Brien", 1],
  ];
  for (const [i, [store, name, offset]] of people.entries()) {
    await putAttendee(kv, { id: `a${i + 1}`, show: FALL_SHOW, store, name, day: day(t, offset) });
  }

  // Orders placed during the show (as members would), and last season's in the ledger.
  const place = async (store: number, vendor: string, percents: number[], submit: boolean) => {
    const { book, styles } = books.get(vendor)!;
    const quantities: Record<string, number> = {};
    styles.slice(0, 3).forEach((s, k) => {
      const colour = s.colours[0].code;
      for (const size of s.sizes.slice(1, 4)) {
        quantities[s.items[cellKey(colour, size)]] = s.case_pack * (2 + ((k + store) % 2));
      }
    });
    const address = storeAddress(await getStore(kv, store), store);
    const splits: Split[] = percents.map((percent, k) => ({
      ...windows[k],
      po_ref: `${store}-${vendor}-${k + 1}`,
      ship_to: address,
      percent,
    }));
    const ctx = { kv, show: fall, book, styles, store, actor: SEED, now };
    const order = await saveShowOrder(ctx, { quantities, splits });
    if (submit) await submitShowOrder(ctx, order.id);
  };
  await place(1234, "V100", [60, 40], true);
  await place(1234, "V300", [100], false);
  await place(1310, "V500", [50, 50], true);
  await place(2051, "V2800", [100], true);
  await place(2051, "V200", [70, 30], true);

  const last = [[1310, "V100"], [2051, "V100"], [1234, "V2800"], [1310, "V300"]] as const;
  for (const [store, vendor] of last) {
    const { styles } = books.get(vendor)!;
    const s = styles[0];
    const po = await createOrder(
      kv,
      {
        store,
        vendor,
        source: "show",
        program_id: past.key,
        lines: [{
          item_number: Object.values(s.items)[0],
          department: s.department,
          quantity: s.case_pack * 4,
          unit_cost: s.wholesale,
          retail: s.retail,
        }],
        start_ship: day(t, -300),
        cancel_date: day(t, -270),
        ship_to: storeAddress(await getStore(kv, store), store),
      },
      SEED,
      { now: new Date(t - 365 * DAY) },
    );
    await transitionOrder(kv, po.id, "submitted", SEED, { now: new Date(t - 365 * DAY) });
  }
  return `shows: 4 shows, ${books.size} books, 5 show orders in ${
    Math.round(performance.now() - started)
  } ms`;
}

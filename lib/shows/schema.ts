// Trade shows and showcloud ordering: the model. A show has files, vendor pages (booths),
// announcements and attendance; categories are shared by every show. A book is a vendor's
// collection for a show (styles from lib/catalogue with show prices, case packs, minimums and
// delivery windows); a store's show order with one vendor holds the size × colour grid and its
// delivery splits, and becomes one purchase order per split in lib/orders (source "show").
// Money is dollars with two decimals; sums are done in whole cents (grid.ts).
import { z } from "zod";
import { isIsoDate } from "../sales/calendar.ts";
import type { Bilingual, Colour } from "../catalogue/mod.ts";

export const SHOW_STATES = ["upcoming", "active", "archived"] as const;
export type ShowState = typeof SHOW_STATES[number];

const IsoDay = z.string().trim().refine(isIsoDate, "shows.errors.date");
const Text = (max: number) => z.string().trim().max(max, "shows.errors.too_long");
const Required = (max: number) => Text(max).min(1, "shows.errors.required");
const Key = z.string().trim().min(1, "shows.errors.required").max(60, "shows.errors.key")
  .regex(/^[a-z0-9][a-z0-9-]*$/, "shows.errors.key");

export interface Show {
  key: string;
  name: Bilingual;
  starts: string;
  ends: string;
  venue: string;
  state: ShowState;
  /** Orders may be saved, submitted and reopened until this instant (ISO). */
  order_deadline: string;
  /** Order terms shown in the wizard. */
  terms: Bilingual;
  created_at: string;
}

/** Paths under /head-office/show that a show key would shadow. */
const RESERVED_KEYS = ["management", "vendors", "categories"];

export const ShowInput = z.object({
  key: Key.refine((k) => !RESERVED_KEYS.includes(k), "shows.errors.key_taken"),
  name_en: Required(120),
  name_fr: Required(120),
  starts: IsoDay,
  ends: IsoDay,
  venue: Required(200),
  state: z.enum(SHOW_STATES, { message: "shows.errors.state" }),
  deadline_date: IsoDay,
  terms_en: Text(2000),
  terms_fr: Text(2000),
}).refine((s) => s.ends >= s.starts, { message: "shows.errors.ends", path: ["ends"] });
export type ShowInput = z.infer<typeof ShowInput>;

export interface Category {
  id: string;
  name: Bilingual;
  /** Catalogue classes this category gathers (skates, sticks …). */
  classes: string[];
}

export const CategoryInput = z.object({
  id: Key,
  name_en: Required(80),
  name_fr: Required(80),
  classes: Text(200),
});

export interface VendorPage {
  id: string;
  show: string;
  vendor: string;
  booth: string;
  description: Bilingual;
  /** Show specials, one per line, per language. */
  specials: Bilingual;
  /** lib/files ids: price lists, catalogues and images of the booth. */
  files: string[];
  updated_at: string;
}

export const VendorPageInput = z.object({
  booth: Text(20),
  description_en: Text(4000),
  description_fr: Text(4000),
  specials_en: Text(2000),
  specials_fr: Text(2000),
});

export interface Announcement {
  id: string;
  show: string;
  title: Bilingual;
  body: Bilingual;
  /** The day it is dated (YYYY-MM-DD). */
  date: string;
  pinned: boolean;
}

export const AnnouncementInput = z.object({
  title_en: Required(160),
  title_fr: Required(160),
  body_en: Required(4000),
  body_fr: Required(4000),
  date: IsoDay,
  pinned: z.boolean(),
});

export interface Attendee {
  id: string;
  show: string;
  store: number;
  name: string;
  /** A show day (YYYY-MM-DD, between the show's start and end). */
  day: string;
}

export const AttendeeInput = z.object({
  store: z.coerce.number({ message: "shows.errors.store" }).int().positive("shows.errors.store"),
  name: Required(120),
  day: IsoDay,
});

/** A delivery window a vendor offers in a book. */
export interface DeliveryWindow {
  start_ship: string;
  cancel_date: string;
}

/** One style of a book: a snapshot of the catalogue style with its show terms. */
export interface BookStyle {
  style_id: string;
  name: Bilingual;
  category: string;
  department: string;
  sizes: string[];
  colours: Colour[];
  /** Item number by "colour|size". */
  items: Record<string, string>;
  wholesale: number;
  retail: number;
  /** Units per case: every cell is a whole number of cases. */
  case_pack: number;
  /** Fewest units of the style on an order (0: none). */
  minimum: number;
  image: string | null;
}

export interface Book {
  id: string;
  show: string;
  vendor: string;
  name: Bilingual;
  season: string;
  windows: DeliveryWindow[];
  style_count: number;
}

/** A delivery split of a show order: its own window, PO reference, ship-to and share. */
export interface Split {
  start_ship: string;
  cancel_date: string;
  /** The store's own PO reference for this delivery. */
  po_ref: string;
  ship_to: string;
  /** Share of every cell, in percent (the splits add up to 100). */
  percent: number;
}

export const SplitInput = z.object({
  start_ship: IsoDay,
  cancel_date: IsoDay,
  po_ref: Text(30),
  ship_to: Required(300),
  percent: z.coerce.number({ message: "shows.errors.percent" }).int("shows.errors.percent")
    .min(1, "shows.errors.percent").max(100, "shows.errors.percent"),
}).refine((s) => s.cancel_date >= s.start_ship, {
  message: "shows.errors.cancel_before_start",
  path: ["cancel_date"],
});

export const MAX_SPLITS = 6;

export type ShowOrderState = "draft" | "submitted" | "cancelled";

export interface ShowOrder {
  id: string;
  show: string;
  store: number;
  vendor: string;
  book: string;
  state: ShowOrderState;
  /** Units by item number (whole cases, > 0). */
  quantities: Record<string, number>;
  splits: Split[];
  /** The ledger's purchase order of each split (same index); null before the first save. */
  po_ids: (string | null)[];
  version: number;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
}

/** A ship-to address of a store (the store itself first). */
export interface ShipTo {
  id: string;
  label: string;
  address: string;
}

export const ShipToInput = z.object({
  label: Required(60),
  address: Required(300),
});

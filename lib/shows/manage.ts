// Head office's changes to shows: a show from its form, categories, vendor pages, announcements,
// and file uploads for a show or a booth (lib/files; a refused upload → its translated key).
import type { User } from "../auth/types.ts";
import { type FileOwner, type FilePurpose, saveUpload } from "../files/mod.ts";
import type { Config } from "../config.ts";
import { fromToronto } from "../i18n/format.ts";
import { HttpError } from "../http/errors.ts";
import type {
  Announcement,
  AnnouncementInput,
  Category,
  CategoryInput,
  Show,
  ShowInput,
  VendorPage,
  VendorPageInput,
} from "./schema.ts";
import type { z } from "zod";

export function showFromInput(input: ShowInput, created_at: string): Show {
  return {
    key: input.key,
    name: { en: input.name_en, fr: input.name_fr },
    starts: input.starts,
    ends: input.ends,
    venue: input.venue,
    state: input.state,
    order_deadline: fromToronto(input.deadline_date, "23:59").toISOString(),
    terms: { en: input.terms_en, fr: input.terms_fr },
    created_at,
  };
}

/** The form values of a show (the deadline as its Toronto date). */
export function showValues(show: Show): Record<string, string> {
  return {
    key: show.key,
    name_en: show.name.en,
    name_fr: show.name.fr,
    starts: show.starts,
    ends: show.ends,
    venue: show.venue,
    state: show.state,
    deadline_date: new Date(show.order_deadline).toLocaleDateString("en-CA", {
      timeZone: "America/Toronto",
    }),
    terms_en: show.terms.en,
    terms_fr: show.terms.fr,
  };
}

export function categoryFromInput(input: z.infer<typeof CategoryInput>): Category {
  return {
    id: input.id,
    name: { en: input.name_en, fr: input.name_fr },
    classes: input.classes.split(/[\s,]+/).filter((c) => c !== ""),
  };
}

export function pageFromInput(
  page: VendorPage,
  input: z.infer<typeof VendorPageInput>,
  now: Date,
): VendorPage {
  return {
    ...page,
    booth: input.booth,
    description: { en: input.description_en, fr: input.description_fr },
    specials: { en: input.specials_en, fr: input.specials_fr },
    updated_at: now.toISOString(),
  };
}

export function noteFromInput(
  show: string,
  id: string,
  input: z.infer<typeof AnnouncementInput>,
): Announcement {
  return {
    id,
    show,
    title: { en: input.title_en, fr: input.title_fr },
    body: { en: input.body_en, fr: input.body_fr },
    date: input.date,
    pinned: input.pinned,
  };
}

export const SHOW_FILE_PURPOSES: FilePurpose[] = ["show_price_list", "show_catalogue"];
export const BOOTH_FILE_PURPOSES: FilePurpose[] = [
  "show_price_list",
  "show_catalogue",
  "product_image",
];

/**
 * Saves an uploaded file of an allowed purpose. Returns the file id, or the translated-key error
 * of a refused upload (wrong type, too large, empty) for the page to show next to the field.
 */
export async function uploadFile(
  kv: Deno.Kv,
  form: FormData,
  allowed: FilePurpose[],
  owner: FileOwner,
  user: User,
  config: Config,
): Promise<{ ok: true; id: string } | { ok: false; error: string; vars: Record<string, string> }> {
  const file = form.get("file");
  const purpose = String(form.get("purpose") ?? "") as FilePurpose;
  if (!(file instanceof File) || file.size === 0) {
    return { ok: false, error: "shows.errors.upload", vars: {} };
  }
  if (!allowed.includes(purpose)) return { ok: false, error: "files.errors.purpose", vars: {} };
  try {
    const meta = await saveUpload(kv, {
      name: file.name,
      type: file.type,
      body: file,
      purpose,
      owner,
      created_by: user.id,
    }, { config });
    return { ok: true, id: meta.id };
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) {
      const vars = Object.fromEntries(Object.entries(error.vars).map(([k, v]) => [k, String(v)]));
      return { ok: false, error: error.key, vars };
    }
    throw error;
  }
}

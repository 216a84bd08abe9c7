// CMS pages (/pages/{permalink}): title and Markdown body in both languages, public or members-only,
// published or not. Every save is a numbered revision; a restore saves an old one as the newest.
import { z } from "zod";
import type { Bilingual } from "../blog/schema.ts";

export const VISIBILITIES = ["public", "members"] as const;
export type Visibility = typeof VISIBILITIES[number];

/** What a revision keeps: everything an editor can change. */
export interface PageContent {
  permalink: string;
  title: Bilingual;
  body: Bilingual;
  visibility: Visibility;
  published: boolean;
}

export interface CmsPage extends PageContent {
  id: string;
  /** Number of the newest revision (1 for a new page). */
  revision: number;
  created_at: string;
  updated_at: string;
  updated_by: string;
}

export interface Revision extends PageContent {
  revision: number;
  saved_at: string;
  saved_by: string;
  /** The revision this one restored, if it was a restore. */
  restored_from?: number;
}

const text = (max: number) => z.string().trim().min(1, "validation.required").max(max);

export const PageForm = z.object({
  permalink: z.string().trim().toLowerCase().regex(
    /^[a-z0-9][a-z0-9-]{0,80}$/,
    "cms.errors.permalink",
  ),
  title_en: text(160),
  title_fr: text(160),
  body_en: text(60_000),
  body_fr: text(60_000),
  visibility: z.enum(VISIBILITIES, "cms.errors.visibility"),
  // A checkbox: present ("on") when ticked, absent otherwise.
  published: z.string().optional().transform((value) => value === "on" || value === "true"),
});
export type PageFormInput = z.input<typeof PageForm>;

/** The form's fields, in the schema's order. */
export const PAGE_FORM_FIELDS = PageForm.keyof().options;

export function contentOf(data: z.output<typeof PageForm>): PageContent {
  return {
    permalink: data.permalink,
    title: { en: data.title_en, fr: data.title_fr },
    body: { en: data.body_en, fr: data.body_fr },
    visibility: data.visibility,
    published: data.published,
  };
}

// A style's product images: their order, the colour each shows (or every colour) and their alt
// text in both languages, which screen readers read and Shopify gets with the image. Alt text is
// required in English and French (the portal's two languages) before an image is added or saved.
// Pure; the master-item page saves the content with saveContent.
import { z } from "zod";
import type { Style } from "../catalogue/mod.ts";
import type { ImageDetails, ItemContent } from "./model.ts";

const alt = z.string().trim().min(1, { error: "marketing.images.alt_required" })
  .max(300, { error: "marketing.images.alt_long" });

/** Alt text and colour of one image, as the upload and the image's own form post them. */
export const ImageDetailsForm = z.object({
  alt_en: alt,
  alt_fr: alt,
  colour: z.string().trim().max(5).default(""),
});
export type ImageDetailsForm = z.infer<typeof ImageDetailsForm>;

/** The details a valid form describes; a colour the style does not have is refused (null). */
export function detailsFrom(style: Style, form: ImageDetailsForm): ImageDetails | null {
  if (form.colour && !style.colours.some((c) => c.code === form.colour)) return null;
  return { alt: { en: form.alt_en, fr: form.alt_fr }, colour: form.colour || null };
}

/** An image's details; images added before alt text existed have none (alt empty). */
export function detailsOf(content: ItemContent, fileId: string): ImageDetails {
  return content.image_details?.[fileId] ?? { alt: { en: "", fr: "" }, colour: null };
}

export function withDetails(
  content: ItemContent,
  fileId: string,
  details: ImageDetails,
): ItemContent {
  return { ...content, image_details: { ...content.image_details, [fileId]: details } };
}

/** The image moved one place earlier ("up") or later ("down"); unchanged at either end. */
export function moveImage(content: ItemContent, fileId: string, dir: "up" | "down"): ItemContent {
  const images = [...content.images];
  const i = images.indexOf(fileId);
  const j = dir === "up" ? i - 1 : i + 1;
  if (i < 0 || j < 0 || j >= images.length) return content;
  [images[i], images[j]] = [images[j], images[i]];
  return { ...content, images };
}

/** The content without an image (its details dropped too). */
export function withoutImage(content: ItemContent, fileId: string): ItemContent {
  const { [fileId]: _gone, ...rest } = content.image_details ?? {};
  return { ...content, images: content.images.filter((f) => f !== fileId), image_details: rest };
}

/** The alt text of an image in a language, or a fallback naming the style and the place. */
export function altText(
  content: ItemContent,
  fileId: string,
  style: Style,
  lang: "en" | "fr",
): string {
  const given = detailsOf(content, fileId).alt[lang];
  return given || `${style.name[lang]} ${content.images.indexOf(fileId) + 1}`;
}

/** Images still lacking alt text in either language. */
export function imagesWithoutAlt(content: ItemContent): string[] {
  return content.images.filter((f) => {
    const a = detailsOf(content, f).alt;
    return !a.en.trim() || !a.fr.trim();
  });
}

// Book styles are snapshots taken when a book is built; their pictures come from the catalogue's
// web content (lib/marketing: a style's product images, purpose product_image, readable by every
// signed-in user), read at display time so an image added later shows in every book.
import { contentMap } from "../marketing/store.ts";
import type { BookStyle } from "./schema.ts";

export async function withCatalogueImages(kv: Deno.Kv, styles: BookStyle[]): Promise<BookStyle[]> {
  const content = await contentMap(kv);
  return styles.map((style) => {
    if (style.image) return style;
    const first = content.get(style.style_id)?.content.images[0];
    return first ? { ...style, image: `/files/${first}` } : style;
  });
}

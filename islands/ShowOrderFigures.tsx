// Units and value per delivery on the show order form, recomputed as one types a quantity or a
// share (the form is server-rendered and works without JavaScript; the server fills the same cells
// with the same function, lib/shows/grid.ts deliveryFigures).
import { useEffect } from "preact/hooks";
import { formatCurrency } from "../lib/i18n/format.ts";
import type { Locale } from "../lib/i18n/locales.ts";
import { deliveryFigures, type SplitStyle } from "../lib/shows/grid.ts";

/** A style's figures; its items are the quantity inputs of its grid (`section[data-style]`). */
export type FigureStyle = Omit<SplitStyle, "items">;

export default function ShowOrderFigures(
  { formId, styles, locale }: { formId: string; styles: FigureStyle[]; locale: Locale },
) {
  useEffect(() => {
    const form = document.getElementById(formId) as HTMLFormElement | null;
    if (!form) return;
    // The page already names every item (`q.<item>` in its style's section): not sent twice.
    const sections = form.querySelectorAll("section[data-style]");
    const withItems: SplitStyle[] = styles.map((style, i) => {
      const items: Record<string, string> = {};
      sections[i]?.querySelectorAll<HTMLInputElement>('input[name^="q."]').forEach((input) => {
        items[input.name] = input.name.slice(2);
      });
      return { ...style, items };
    });
    const update = () => {
      const typed: Record<string, string> = {};
      const percents: string[] = [];
      for (const [name, value] of new FormData(form)) {
        if (typeof value !== "string") continue;
        if (name.startsWith("q.")) typed[name] = value;
        const share = /^split\.(\d+)\.percent$/.exec(name);
        if (share) percents[Number(share[1])] = value;
      }
      deliveryFigures(withItems, typed, percents).forEach((d, i) => {
        const units = form.querySelector(`[data-delivery-units="${i}"]`);
        const value = form.querySelector(`[data-delivery-value="${i}"]`);
        if (units) units.textContent = d ? String(d.units) : "";
        if (value) value.textContent = d ? formatCurrency(d.cents / 100, locale) : "";
      });
    };
    form.addEventListener("input", update);
    update();
    return () => form.removeEventListener("input", update);
  }, []);
  return null;
}

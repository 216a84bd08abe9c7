// Keeps a specials order form's running totals current while the member types: units and total
// per line, the order total, a "next whole case" hint when a line is off its case pack, and a note
// when the order is under the program's minimum. Renders nothing itself: the form is plain HTML
// (the server computes the same figures on every post), this only rewrites the total cells.
import { useEffect } from "preact/hooks";
import { formatCurrency } from "../lib/i18n/format.ts";
import { interpolate } from "../lib/i18n/client.ts";
import type { Locale } from "../lib/i18n/locales.ts";

interface Line {
  item: string;
  cells: string[];
  costCents: number;
  casePack: number;
}

export default function SpecialsTotals(
  { lines, locale, minOrderCents, caseHint, belowMinimum }: {
    lines: Line[];
    locale: Locale;
    minOrderCents: number;
    caseHint: string;
    belowMinimum: string;
  },
) {
  useEffect(() => {
    const form = document.querySelector<HTMLFormElement>("form[data-specials-form]");
    if (!form) return;
    const cell = (selector: string) => form.querySelector<HTMLElement>(selector);
    const update = () => {
      let total = 0;
      for (const line of lines) {
        let units = 0;
        for (const item of line.cells) {
          const input = form.elements.namedItem(`qty_${item}`) as HTMLInputElement | null;
          const n = Number(input?.value ?? "");
          if (Number.isInteger(n) && n > 0) units += n;
        }
        total += units * line.costCents;
        const unitsCell = cell(`[data-line-units="${CSS.escape(line.item)}"]`);
        if (unitsCell) {
          const off = units % line.casePack !== 0;
          const suggested = Math.ceil(units / line.casePack) * line.casePack;
          unitsCell.textContent = off
            ? `${units} · ${interpolate(caseHint, { suggested })}`
            : String(units);
          unitsCell.classList.toggle("warn", off);
        }
        const totalCell = cell(`[data-line-total="${CSS.escape(line.item)}"]`);
        if (totalCell) totalCell.textContent = formatCurrency(units * line.costCents / 100, locale);
      }
      const totalCell = cell("[data-total]");
      if (totalCell) {
        const under = total > 0 && total < minOrderCents;
        totalCell.textContent = formatCurrency(total / 100, locale) +
          (under ? ` · ${belowMinimum}` : "");
      }
    };
    form.addEventListener("input", update);
    // On a slow connection the member may type before this island loads: count what is there.
    update();
    return () => form.removeEventListener("input", update);
  }, []);
  return null;
}

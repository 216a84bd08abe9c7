// Keeps a specials order form's running totals current while the member types: units and total
// per line, the order total, a "next whole case" hint when a line is off its case pack, and a note
// when the order is under the program's minimum, and the open-to-buy left after the order in the
// chosen delivery window's month (lib/specials/otb.ts). Renders nothing itself: the form is plain
// HTML (the server computes the same figures on every post), this only rewrites those cells.
import { useEffect } from "preact/hooks";
import { formatCurrency } from "../lib/i18n/format.ts";
import { interpolate } from "../lib/i18n/client.ts";
import type { Locale } from "../lib/i18n/locales.ts";
import { type OtbCellFigures, otbCellLine, type OtbTexts } from "../lib/otb/left_text.ts";

interface Line {
  item: string;
  cells: string[];
  costCents: number;
  casePack: number;
  /** Department code the line counts against in open-to-buy, and its retail. */
  department: string;
  retailCents: number;
}

interface Otb {
  /** Fiscal month of each delivery window. */
  months: string[];
  /** OTB left before this order per month and department. */
  base: Omit<OtbCellFigures, "pending" | "after">[];
  texts: OtbTexts;
}

export default function SpecialsTotals(
  { lines, locale, minOrderCents, caseHint, belowMinimum, otb }: {
    lines: Line[];
    otb?: Otb | null;
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
      const pending = new Map<string, number>();
      for (const line of lines) {
        let units = 0;
        for (const item of line.cells) {
          const input = form.elements.namedItem(`qty_${item}`) as HTMLInputElement | null;
          const n = Number(input?.value ?? "");
          if (Number.isInteger(n) && n > 0) units += n;
        }
        total += units * line.costCents;
        pending.set(
          line.department,
          (pending.get(line.department) ?? 0) + units * line.retailCents,
        );
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
      if (otb) updateOtb(form, otb, pending, locale);
    };
    form.addEventListener("input", update);
    // On a slow connection the member may type before this island loads: count what is there.
    update();
    return () => form.removeEventListener("input", update);
  }, []);
  return null;
}

/** Refills the OTB left panel for the chosen window's month and what is typed. */
function updateOtb(form: HTMLFormElement, otb: Otb, pending: Map<string, number>, locale: Locale) {
  const list = form.querySelector<HTMLElement>("[data-otb-cells]");
  if (!list) return;
  const select = form.elements.namedItem("window") as HTMLSelectElement | null;
  const month = otb.months[Number(select?.value ?? 0)] ?? otb.months[0];
  const money = (cents: number) => formatCurrency(cents / 100, locale, { decimals: 0 });
  const items = otb.base
    .filter((c) => c.month === month && (pending.get(c.department) ?? 0) > 0)
    .map((c) => {
      const p = pending.get(c.department)!;
      const cell = { ...c, pending: p, after: c.left - p };
      const li = document.createElement("li");
      li.dataset.otbCell = `${c.month}|${c.department}`;
      if (!c.has_plan) li.className = "muted";
      else if (cell.after < 0) li.className = "otb-over";
      li.textContent = otbCellLine(otb.texts, money, cell);
      return li;
    });
  list.replaceChildren(...items);
}

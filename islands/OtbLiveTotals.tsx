// Recomputes the plan grid's BOM, receipts, OTB, OTB left and season totals as one types (the
// form itself is server-rendered and works without JavaScript; this only refreshes its <output>
// cells and announces the season's OTB left). Uses the same formulas as the server.
import { useEffect, useState } from "preact/hooks";
import { makeT, type Messages } from "../lib/i18n/client.ts";
import { formatCurrency } from "../lib/i18n/format.ts";
import type { Locale } from "../lib/i18n/locales.ts";
import { rowsFromInputs } from "../lib/otb/live.ts";

export default function OtbLiveTotals(
  { formId, onOrder, locale, messages }: {
    formId: string;
    onOrder: number[];
    locale: Locale;
    messages: Messages;
  },
) {
  const t = makeT(messages);
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    const form = document.getElementById(formId) as HTMLFormElement | null;
    if (!form) return;
    const money = (cents: number) => formatCurrency(cents / 100, locale, { decimals: 0 });
    const recompute = () => {
      const get = (name: string) =>
        (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? "";
      const { rows, total } = rowsFromInputs(get, onOrder);
      for (const out of form.querySelectorAll<HTMLOutputElement>("output[data-otb]")) {
        const [field, at] = out.dataset.otb!.split(/_(?=[^_]+$)/);
        const row = at === "total" ? total : rows[Number(at)];
        const value = row?.[field as keyof typeof row];
        if (typeof value === "number") out.textContent = money(value);
      }
      setLeft(total.otb_left);
    };
    form.addEventListener("input", recompute);
    // On a slow connection the planner may type before this island loads: count what is there.
    recompute();
    return () => form.removeEventListener("input", recompute);
  }, []);
  if (left === null) return null;
  return (
    <p class="otb-live" aria-live="polite">
      {t("open_to_buy.live.season_left", {
        amount: formatCurrency(left / 100, locale, { decimals: 0 }),
      })}
    </p>
  );
}

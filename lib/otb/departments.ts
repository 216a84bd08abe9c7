// Which planned department an order line belongs to. Catalogue lines carry a department code
// ("HOC"); lines typed into a specials form carry free text ("Hockey", "Basketball"). Plans are per
// code, so free text is read as a department name (English or French), or a class (its
// department); anything else stays as typed (no plan: no warning).
import { DEPARTMENTS } from "../catalogue/model.ts";
import enSales from "../../locales/en-US/sales.json" with { type: "json" };
import frSales from "../../locales/fr-CA/sales.json" with { type: "json" };

const fold = (text: string) =>
  text.trim().toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[’']/g, "'");

const BY_NAME = new Map<string, string>();
for (const d of DEPARTMENTS) {
  BY_NAME.set(fold(d.code), d.code);
  for (const names of [enSales.departments, frSales.departments]) {
    const name = (names as Record<string, string>)[d.code];
    if (name) BY_NAME.set(fold(name), d.code);
  }
  for (const cls of d.classes) {
    if (!BY_NAME.has(fold(cls))) BY_NAME.set(fold(cls), d.code);
  }
}

/** The department code a line's department text stands for (the text itself when none). */
export function otbDepartment(text: string): string {
  return BY_NAME.get(fold(text)) ?? text;
}

// The wording of one "OTB left" cell, shared by the server-rendered panel
// (components/open-to-buy/OtbLeftPanel.tsx) and the SpecialsTotals island that refills it as the
// order is typed: translated templates in, one line of text out.
import { interpolate } from "../i18n/client.ts";

/** open_to_buy.left.* templates with their {{placeholders}}, and department names by code. */
export interface OtbTexts {
  cell: string;
  after: string;
  no_plan: string;
  month: string;
  departments: Record<string, string>;
}

export interface OtbCellFigures {
  department: string;
  /** Fiscal month key ("2026-M09"). */
  month: string;
  has_plan: boolean;
  left: number;
  pending: number;
  after: number;
}

export function otbCellLine(
  texts: OtbTexts,
  money: (cents: number) => string,
  c: OtbCellFigures,
): string {
  const department = texts.departments[c.department] ?? c.department;
  const month = interpolate(texts.month, { month: Number(c.month.slice(-2)) });
  if (!c.has_plan) return interpolate(texts.no_plan, { department, month });
  const text = interpolate(texts.cell, { department, month, amount: money(c.left) });
  return c.pending > 0 ? `${text}; ${interpolate(texts.after, { amount: money(c.after) })}` : text;
}

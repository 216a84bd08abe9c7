// Head office's form editor as plain text fields: delivery windows one per line ("start cancel"),
// lines as CSV rows (lib/specials/line_rows.ts), rebate tiers one per line ("amount percent") with
// their kind. Parsed into a SpecialFormInput with errors per field, and per line for the rows.
import type { Translate } from "../i18n/validation.ts";
import { type FieldErrors, fieldErrors, type FormValues, textValue } from "../forms/mod.ts";
import { fromToronto, torontoDateString, torontoParts } from "../i18n/format.ts";
import { type SpecialForm, SpecialFormInput } from "./schema.ts";
import { lineToRow, parseRowsText } from "./line_rows.ts";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

/** The editor's text fields for a stored form. */
export function editorValues(form: SpecialForm | null): FormValues {
  if (!form) {
    return {
      vendor: "",
      name_en: "",
      name_fr: "",
      opens_date: "",
      opens_time: "08:00",
      deadline_date: "",
      deadline_time: "23:59",
      windows: "",
      lines: "",
      min_order_value: "0",
      rebate_kind: "retroactive",
      rebate_tiers: "",
      notes: "",
      published: false,
    };
  }
  const time = (iso: string) => {
    const p = torontoParts(iso);
    return `${String(p.hour).padStart(2, "0")}:${String(p.minute).padStart(2, "0")}`;
  };
  return {
    vendor: form.vendor,
    name_en: form.name.en,
    name_fr: form.name.fr,
    opens_date: torontoDateString(form.opens_at),
    opens_time: time(form.opens_at),
    deadline_date: torontoDateString(form.deadline),
    deadline_time: time(form.deadline),
    windows: form.delivery_windows.map((w) => `${w.start_ship} ${w.cancel_date}`).join("\n"),
    lines: form.lines.map(lineToRow).join("\n"),
    min_order_value: String(form.min_order_value),
    rebate_kind: form.rebate?.kind ?? "retroactive",
    rebate_tiers: (form.rebate?.tiers ?? []).map((t) => `${t.from} ${t.percent}`).join("\n"),
    notes: form.notes,
    published: form.published,
  };
}

function instant(date: string, time: string): string {
  return DATE.test(date) && TIME.test(time) ? fromToronto(date, time).toISOString() : "";
}

/** Parses the editor's fields; errors are keyed by field ("lines" gathers one message per row). */
export function parseEditor(
  values: FormValues,
  t: Translate,
): { ok: true; data: SpecialFormInput } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const { lines, messages: lineMessages } = parseRowsText(textValue(values, "lines"), t);
  const tiers = textValue(values, "rebate_tiers").split(/\r?\n/).filter((r) => r.trim() !== "")
    .map((row, i) => {
      const [from, percent, extra] = row.trim().replace(/[$%]/g, "").split(/\s+/);
      const amount = Number((from ?? "").replaceAll(",", "")), rate = Number(percent);
      if (!Number.isFinite(amount) || !Number.isFinite(rate) || extra !== undefined) {
        errors.rebate_tiers ??= t("specials.errors.tier_line", { line: i + 1 });
      }
      return { from: amount, percent: rate };
    });
  const windows = textValue(values, "windows").split(/\r?\n/).filter((r) => r.trim() !== "")
    .map((row, i) => {
      const [start_ship, cancel_date, extra] = row.trim().split(/\s+/);
      if (!DATE.test(start_ship ?? "") || !DATE.test(cancel_date ?? "") || extra) {
        errors.windows ??= t("specials.errors.window_line", { line: i + 1 });
      }
      return { start_ship, cancel_date };
    });
  const input = {
    vendor: textValue(values, "vendor"),
    name: { en: textValue(values, "name_en"), fr: textValue(values, "name_fr") },
    opens_at: instant(textValue(values, "opens_date"), textValue(values, "opens_time")),
    deadline: instant(textValue(values, "deadline_date"), textValue(values, "deadline_time")),
    delivery_windows: windows,
    lines,
    min_order_value: Number(textValue(values, "min_order_value") || "0"),
    rebate: { kind: textValue(values, "rebate_kind") || "retroactive", tiers },
    notes: textValue(values, "notes"),
    published: values.published === true,
  };
  const parsed = SpecialFormInput.safeParse(input);
  if (!parsed.success) {
    const byPath = fieldErrors(parsed.error, t, input);
    const rename: Record<string, string> = {
      "name.en": "name_en",
      "name.fr": "name_fr",
      opens_at: "opens_date",
      deadline: "deadline_date",
    };
    for (const [path, message] of Object.entries(byPath)) {
      const field = rename[path] ??
        path.split(".")[0].replace("delivery_windows", "windows")
          .replace("rebate", path.startsWith("rebate.kind") ? "rebate_kind" : "rebate_tiers");
      errors[field] ??= message;
    }
  }
  if (lineMessages.length) errors.lines = lineMessages.join("\n");
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, data: parsed.data };
}

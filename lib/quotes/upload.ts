// The quote parser's start form: a vendor, a name, pasted text and/or a file (CSV/TXT as text,
// XLSX read cell by cell, PDF as its text lines with columns kept). Errors per field as i18n keys; the typed values come back on failure.
import { StartForm } from "./schema.ts";
import { xlsxToText } from "./task.ts";
import { pdfToText } from "./pdf.ts";
import { CONTROL_CHARACTERS, isCleanText, visibleText } from "../http/text.ts";

export const MAX_UPLOAD_BYTES = 5_000_000;

export interface StartValues {
  vendor: string;
  name: string;
  text: string;
}

export type StartOutcome =
  | { ok: true; input: StartValues & { tabular: boolean } }
  | { ok: false; values: StartValues; errors: Record<string, string> };

/** `form` as read by lib/forms formWithFiles (its texts not yet checked for control characters). */
export async function readStartForm(form: FormData, vendors: Set<string>): Promise<StartOutcome> {
  const typed: StartValues = {
    vendor: String(form.get("vendor") ?? ""),
    name: String(form.get("name") ?? ""),
    text: String(form.get("text") ?? ""),
  };
  // A control character is refused beside its field, the rest of the typing kept (shown safely).
  const unclean = (Object.keys(typed) as (keyof StartValues)[])
    .filter((name) => !isCleanText(typed[name], true));
  if (unclean.length) {
    const values = Object.fromEntries(
      Object.entries(typed).map(([name, value]) => [name, visibleText(value)]),
    ) as unknown as StartValues;
    return {
      ok: false,
      values,
      errors: Object.fromEntries(unclean.map((name) => [name, CONTROL_CHARACTERS])),
    };
  }
  const values = typed;
  const errors: Record<string, string> = {};
  const parsed = StartForm.safeParse(values);
  if (!parsed.success || !vendors.has(values.vendor)) errors.vendor = "quotes.errors.vendor";
  const file = form.get("file");
  let text = values.text;
  let tabular = false;
  if (file instanceof File && file.size > 0) {
    const lower = file.name.toLowerCase();
    if (file.size > MAX_UPLOAD_BYTES) errors.file = "quotes.errors.file_size";
    else if (lower.endsWith(".xlsx")) {
      try {
        text = await xlsxToText(new Uint8Array(await file.arrayBuffer()));
        tabular = true;
      } catch {
        errors.file = "quotes.errors.xlsx";
      }
    } else if (lower.endsWith(".pdf") || file.type === "application/pdf") {
      try {
        text = await pdfToText(new Uint8Array(await file.arrayBuffer()));
      } catch {
        errors.file = "quotes.errors.pdf";
      }
      // A scanned PDF is pictures of text: nothing to read.
      if (!errors.file && !text.trim()) errors.file = "quotes.errors.pdf_no_text";
    } else if (/\.(csv|txt|tsv)$/.test(lower) || file.type.startsWith("text/")) {
      text = await file.text();
    } else errors.file = "quotes.errors.file_type";
  }
  if (!errors.file && !text.trim()) errors.text = "quotes.errors.empty";
  if (Object.keys(errors).length) return { ok: false, values, errors };
  const name = values.name.trim() ||
    (file instanceof File && file.size > 0 ? file.name : "");
  return { ok: true, input: { vendor: values.vendor, name, text, tabular } };
}

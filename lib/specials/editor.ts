// Head office's order-form editor POST: one form, several buttons. "save" validates the fields
// and saves (uploading an attached file only once everything else is valid, so a refused save
// leaves no file behind); "add_codes" turns catalogue codes into rows; "import" reads a CSV or XLSX
// file into rows. The last two only fill the lines field for review: nothing is saved until
// "save". Errors are per field, and per line for rows.
import type { TFunction } from "i18next";
import type { Config } from "../config.ts";
import type { FieldErrors, FormValues } from "../forms/mod.ts";
import { textValue, valuesOf } from "../forms/mod.ts";
import { HttpError } from "../http/errors.ts";
import { type FileMeta, getFileMeta, saveUpload } from "../files/mod.ts";
import { linesForCode } from "./catalogue_lines.ts";
import { parseEditor } from "./form_input.ts";
import { fileCells, importRows, lineToRow } from "./line_rows.ts";
import type { SpecialForm } from "./schema.ts";
import { saveForm } from "./store.ts";

export type EditorResult =
  | { saved: SpecialForm }
  | { values: FormValues; errors: FieldErrors; notice: string | null; files: FileMeta[] };

export interface EditorContext {
  kv: Deno.Kv;
  config: Config;
  t: TFunction;
  userId: string;
}

function appendRows(values: FormValues, rows: string[]): void {
  const current = textValue(values, "lines").replace(/\s+$/, "");
  values.lines = [current, ...rows].filter((r) => r !== "").join("\n");
}

/** The form's attached files that still exist. */
export async function attachedFiles(kv: Deno.Kv, ids: string[]): Promise<FileMeta[]> {
  const metas = await Promise.all(ids.map((id) => getFileMeta(kv, id)));
  return metas.filter((m): m is FileMeta => m !== null);
}

export async function handleEditorPost(
  req: Request,
  context: EditorContext,
  existing: SpecialForm | null,
): Promise<EditorResult> {
  const { kv, t } = context;
  let data: FormData;
  try {
    data = await req.formData();
  } catch {
    throw new HttpError(400, "validation.invalid_form");
  }
  const values = valuesOf(data, { booleans: ["published"], arrays: ["keep_file"] });
  const keep = (values.keep_file as string[] | undefined) ?? [];
  const fileIds = (existing?.files ?? []).filter((id) => keep.includes(id));
  const files = await attachedFiles(kv, fileIds);
  const action = textValue(values, "action") || "save";
  const again = (errors: FieldErrors, notice: string | null = null): EditorResult => ({
    values,
    errors,
    notice,
    files,
  });

  if (action === "add_codes") {
    const rows: string[] = [];
    const unknown: string[] = [];
    for (const code of textValue(values, "codes").split(/[\s,;]+/).filter(Boolean)) {
      const lines = await linesForCode(kv, code);
      if (lines.length === 0) unknown.push(code);
      rows.push(...lines.map(lineToRow));
    }
    appendRows(values, rows);
    values.codes = unknown.join("\n");
    return again(
      unknown.length
        ? { codes: t("specials.errors.unknown_codes", { codes: unknown.join(", ") }) }
        : {},
      rows.length ? "rows_added" : null,
    );
  }
  if (action === "import") {
    const file = data.get("import_file");
    if (!(file instanceof File) || file.size === 0) {
      return again({ import_file: t("specials.errors.import_missing") });
    }
    if (file.size > 5 * 1024 * 1024) {
      return again({ import_file: t("specials.errors.import_large") });
    }
    const cells = await fileCells(file.name, new Uint8Array(await file.arrayBuffer()));
    if (cells === null) return again({ import_file: t("specials.errors.import_type") });
    const { lines, messages } = await importRows(kv, cells, t);
    appendRows(values, lines.map(lineToRow));
    return again(
      messages.length ? { import_file: messages.join("\n") } : {},
      lines.length ? "rows_added" : null,
    );
  }

  const parsed = parseEditor(values, t);
  if (!parsed.ok) return again(parsed.errors);
  const upload = data.get("attachment");
  if (upload instanceof File && upload.size > 0) {
    try {
      const meta = await saveUpload(kv, {
        name: upload.name,
        type: upload.type,
        body: upload,
        purpose: "specials_document",
        owner: "group",
        created_by: context.userId,
      }, { config: context.config });
      fileIds.push(meta.id);
    } catch (error) {
      if (error instanceof HttpError && error.status < 500) {
        return again({ attachment: t(error.key, error.vars) });
      }
      throw error;
    }
  }
  const saved = await saveForm(kv, existing?.id ?? null, { ...parsed.data, files: fileIds });
  return { saved };
}

/** A copy of a form for next season: same lines, tiers and files, dates a year later, unpublished. */
export function copyForNextSeason(kv: Deno.Kv, form: SpecialForm): Promise<SpecialForm> {
  const year = (iso: string) => {
    const d = new Date(iso);
    d.setUTCFullYear(d.getUTCFullYear() + 1);
    return d.toISOString();
  };
  const day = (date: string) => year(`${date}T12:00:00Z`).slice(0, 10);
  const { id: _id, created_at: _c, updated_at: _u, ...input } = form;
  return saveForm(kv, null, {
    ...input,
    opens_at: year(form.opens_at),
    deadline: year(form.deadline),
    delivery_windows: form.delivery_windows.map((w) => ({
      start_ship: day(w.start_ship),
      cancel_date: day(w.cancel_date),
    })),
    published: false,
  });
}

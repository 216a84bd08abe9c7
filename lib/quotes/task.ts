// Parsing a quote as a task (lib/tasks): the upload is turned into text rows at once (XLSX cells
// joined with tabs), kept as the task's input, and the runner parses, matches and checks the
// total, then saves the result for /head-office/quote-parser/{guid}.
import { createTask, getBlob, putBlob, type Task, updateTask } from "../tasks/store.ts";
import { enqueueTask, registerRunner } from "../tasks/queue.ts";
import { checkTotals, matchLines, parseRows, readRows } from "./parse.ts";
import { getConfig, getMappings, saveResult } from "./store.ts";
import { catalogueItems } from "./catalogue.ts";
import { checkXlsx } from "../files/xlsx_limits.ts";

export const QUOTE_TASK = "quote-parse";

interface QuoteInput {
  vendor: string;
  name: string;
  text: string;
  /** Set for XLSX uploads: the text is tab-separated whatever the vendor's delimiter. */
  tabular: boolean;
}

/**
 * The cells of an XLSX file's first worksheet as tab-separated text (values, not formulas). A
 * workbook over the size or row limits once inflated is refused before parsing (XlsxRefused).
 */
export async function xlsxToText(bytes: Uint8Array): Promise<string> {
  await checkXlsx(bytes);
  // Loaded on first use, as lib/sales/reports.ts does: exceljs pulls in modules that need more
  // permissions at import time than the server otherwise asks for.
  const { default: ExcelJS } = await import("exceljs");
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes.buffer as ArrayBuffer);
  const sheet = book.worksheets[0];
  const lines: string[] = [];
  sheet?.eachRow({ includeEmpty: true }, (row, number) => {
    while (lines.length < number - 1) lines.push("");
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      const value = cell.value as unknown;
      const plain = value && typeof value === "object" && "result" in value
        ? (value as { result: unknown }).result
        : value && typeof value === "object" && "richText" in value
        ? (value as { richText: { text: string }[] }).richText.map((r) => r.text).join("")
        : value;
      cells[col - 1] = plain === null || plain === undefined
        ? ""
        : String(plain).replace(/[\t\r\n]+/g, " ");
    });
    lines.push(Array.from(cells, (c) => c ?? "").join("\t"));
  });
  return lines.join("\n");
}

export async function startQuoteParse(
  kv: Deno.Kv,
  owner: string,
  input: QuoteInput,
  options: { enqueue?: boolean } = {},
): Promise<Task> {
  const task = await createTask(kv, {
    kind: QUOTE_TASK,
    owner,
    resultUrl: (guid) => `/head-office/quote-parser/${guid}`,
  });
  await putBlob(kv, task.guid, "input", JSON.stringify(input));
  if (options.enqueue !== false) await enqueueTask(kv, task.guid);
  return task;
}

async function runQuoteParse(kv: Deno.Kv, task: Task): Promise<void> {
  const raw = await getBlob(kv, task.guid, "input");
  if (!raw) throw new Error("quote input missing");
  const input = JSON.parse(raw) as QuoteInput;
  const config = await getConfig(kv, input.vendor);
  const rows = readRows(input.text, input.tabular ? "tab" : config.delimiter);
  await updateTask(kv, task.guid, (t) => void (t.total = rows.length));
  const parsed = parseRows(rows, config);
  const [catalogue, mappings] = await Promise.all([
    catalogueItems(kv),
    getMappings(kv, input.vendor),
  ]);
  const lines = matchLines(parsed.lines, catalogue, {
    vendor: input.vendor,
    mappings,
    codePattern: config.code_pattern,
  });
  const totals = checkTotals(lines, parsed.stated_cents);
  await saveResult(kv, {
    guid: task.guid,
    vendor: input.vendor,
    name: input.name,
    lines,
    totals,
    skipped: parsed.skipped,
    created_by: task.owner,
    created_at: task.created,
  });
  await updateTask(kv, task.guid, (t) => {
    t.status = "done";
    t.done = rows.length;
    t.summary = {
      key: "quotes.task_summary",
      vars: { lines: lines.length, matched: lines.filter((l) => l.item_number).length },
    };
  });
}

registerRunner(QUOTE_TASK, runQuoteParse);

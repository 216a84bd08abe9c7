// Excel (.xlsx) downloads for the accountant, through the same columns as the page's table (and its
// CSV): numbers stay numbers, money columns get a currency format.
import type { Column } from "../forms/table.ts";
import { contentDisposition } from "../files/http.ts";

export async function xlsxResponse<R>(
  columns: Column<R>[],
  rows: R[],
  title: string,
  filename: string,
  moneyKeys: string[] = [],
): Promise<Response> {
  const { default: ExcelJS } = await import("exceljs");
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(title.slice(0, 31).replace(/[\\/?*[\]:]/g, "_"));
  const cols = columns.filter((c) => c.value || c.csv);
  ws.addRow(cols.map((c) => c.label)).font = { bold: true };
  for (const row of rows) ws.addRow(cols.map((c) => (c.csv ?? c.value)!(row) ?? null));
  cols.forEach((c, i) => {
    if (moneyKeys.includes(c.key)) ws.getColumn(i + 1).numFmt = "#,##0.00 $";
  });
  ws.views = [{ state: "frozen", ySplit: 1 }];
  const buffer = await wb.xlsx.writeBuffer();
  return new Response(new Uint8Array(buffer as ArrayBuffer), {
    headers: {
      "content-type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "content-disposition": contentDisposition(`${filename}.xlsx`),
      "cache-control": "no-store",
    },
  });
}

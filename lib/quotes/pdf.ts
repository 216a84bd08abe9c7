// A PDF quote's text (unpdf, a packaged pdf.js), rebuilt line by line from the text runs'
// positions: runs on the same baseline form a line, and a gap wider than a space between two runs
// becomes a tab, so table columns survive for the `spaces` delimiter (lib/quotes/parse.ts).
// A scanned PDF has no text runs; the caller reports it.
import { getDocumentProxy } from "unpdf";

interface Run {
  str: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

/** Most pages a quote may have; a longer PDF is not a quote. */
export const MAX_PDF_PAGES = 50;

export async function pdfToText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    if (pdf.numPages > MAX_PDF_PAGES) throw new Error("too many pages");
    const lines: string[] = [];
    for (let p = 1; p <= pdf.numPages; p++) {
      const page = await pdf.getPage(p);
      const content = await page.getTextContent();
      const runs: Run[] = [];
      for (const item of content.items) {
        if (!("str" in item) || item.str.trim() === "") continue;
        const [, , , d, x, y] = item.transform as number[];
        runs.push({ str: item.str, x, y, width: item.width, size: Math.abs(d) || 10 });
      }
      lines.push(...linesOf(runs));
    }
    return lines.join("\n");
  } finally {
    await pdf.loadingTask.destroy();
  }
}

/** Runs grouped into lines top to bottom, cells left to right (exported for the unit test). */
export function linesOf(runs: Run[]): string[] {
  const rows: Run[][] = [];
  const sorted = [...runs].sort((a, b) => b.y - a.y || a.x - b.x);
  for (const run of sorted) {
    const row = rows.at(-1);
    // Same line when the baselines are within a third of the font size.
    if (row && Math.abs(row[0].y - run.y) <= run.size / 3) row.push(run);
    else rows.push([run]);
  }
  return rows.map((row) => {
    row.sort((a, b) => a.x - b.x);
    let text = row[0].str;
    for (let i = 1; i < row.length; i++) {
      const prev = row[i - 1];
      const gap = row[i].x - (prev.x + prev.width);
      text += (gap > prev.size * 0.6 ? "\t" : gap > prev.size * 0.1 ? " " : "") + row[i].str;
    }
    return text.trim();
  });
}

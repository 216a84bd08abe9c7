// EAN/UPC bar patterns drawn from a GTIN, as a string of modules ("1" bar, "0" space), so the
// signage PDF, the print page (SVG) and the tests (which decode the bars with zxing-wasm) share one
// encoder. A GTIN-14 with indicator 0 is a consumer unit: 000000 + 8 digits → EAN-8, 00 + 12
// digits → UPC-A (drawn as EAN-13 with a leading 0, the same bars), 0 + 13 digits → EAN-13.
import { hasValidCheckDigit } from "./gtin.ts";

export type Symbology = "EAN-8" | "UPC-A" | "EAN-13";

export interface BarPattern {
  symbology: Symbology;
  /** The digits the bars carry (what a scanner reads back). */
  digits: string;
  /** "1" = bar module, "0" = space module; quiet zones not included. */
  modules: string;
}

const L = [
  "0001101",
  "0011001",
  "0010011",
  "0111101",
  "0100011",
  "0110001",
  "0101111",
  "0111011",
  "0110111",
  "0001011",
];
const R = L.map((code) => [...code].map((m) => (m === "1" ? "0" : "1")).join(""));
const G = R.map((code) => [...code].reverse().join(""));
/** Parity of the six left digits of EAN-13, chosen by its first digit. */
const PARITY = [
  "LLLLLL",
  "LLGLGG",
  "LLGGLG",
  "LLGGGL",
  "LGLLGG",
  "LGGLLG",
  "LGGGLL",
  "LGLGLG",
  "LGLGGL",
  "LGGLGL",
];
const GUARD = "101";
const CENTRE = "01010";

function digitAt(s: string, i: number): number {
  return s.charCodeAt(i) - 48;
}

/** EAN-13 bars (95 modules) of 13 digits with a valid check digit. */
export function ean13Modules(code: string): string {
  if (!/^\d{13}$/.test(code) || !hasValidCheckDigit(code)) throw new RangeError(`EAN-13: ${code}`);
  const parity = PARITY[digitAt(code, 0)];
  let out = GUARD;
  for (let i = 1; i <= 6; i++) {
    out += (parity[i - 1] === "L" ? L : G)[digitAt(code, i)];
  }
  out += CENTRE;
  for (let i = 7; i <= 12; i++) out += R[digitAt(code, i)];
  return out + GUARD;
}

/** EAN-8 bars (67 modules) of 8 digits with a valid check digit. */
export function ean8Modules(code: string): string {
  if (!/^\d{8}$/.test(code) || !hasValidCheckDigit(code)) throw new RangeError(`EAN-8: ${code}`);
  let out = GUARD;
  for (let i = 0; i < 4; i++) out += L[digitAt(code, i)];
  out += CENTRE;
  for (let i = 4; i < 8; i++) out += R[digitAt(code, i)];
  return out + GUARD;
}

/**
 * The bars for a 14-digit GTIN (text), or null when it is not a consumer unit (indicator other
 * than 0: an ITF-14 case label, never on a shelf sign) or its check digit is wrong.
 */
export function barsForGtin14(gtin14: string): BarPattern | null {
  if (!/^\d{14}$/.test(gtin14) || !hasValidCheckDigit(gtin14) || gtin14[0] !== "0") return null;
  if (gtin14.startsWith("000000")) {
    const digits = gtin14.slice(6);
    return { symbology: "EAN-8", digits, modules: ean8Modules(digits) };
  }
  const ean13 = gtin14.slice(1);
  if (ean13.startsWith("0")) {
    return { symbology: "UPC-A", digits: ean13.slice(1), modules: ean13Modules(ean13) };
  }
  return { symbology: "EAN-13", digits: ean13, modules: ean13Modules(ean13) };
}

/** Runs of bars as [start module, width in modules], for drawing rectangles. */
export function barRuns(modules: string): [number, number][] {
  const runs: [number, number][] = [];
  for (let i = 0; i < modules.length; i++) {
    if (modules[i] !== "1") continue;
    const start = i;
    while (modules[i + 1] === "1") i++;
    runs.push([start, i - start + 1]);
  }
  return runs;
}

/** Quiet zone each side, in modules (GS1: 11 left / 7 right for EAN-13; 9 is a safe floor). */
export const QUIET_MODULES = 11;

/** An inline SVG of the bars (no text), `height` in modules; for the print-ready page. */
export function barcodeSvg(pattern: BarPattern, height = 50): string {
  const width = pattern.modules.length + 2 * QUIET_MODULES;
  const rects = barRuns(pattern.modules)
    .map(([x, w]) => `<rect x="${x + QUIET_MODULES}" y="0" width="${w}" height="${height}"/>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" ` +
    `preserveAspectRatio="none" shape-rendering="crispEdges" role="img" ` +
    `aria-label="${pattern.symbology} ${pattern.digits}">` +
    `<rect width="${width}" height="${height}" fill="#fff"/><g fill="#000">${rects}</g></svg>`;
}

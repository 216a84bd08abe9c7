// Canadian postal codes and great-circle distances (pure).
//
// Canada Post: a code is "A1A 1A1"; D, F, I, O, Q and U are never used (they read like digits or
// each other to the sorting machines), W and Z never start a code, and the first letter names the
// postal district, which lies in one province or territory (X is shared by NT and NU).
import { type Province, PROVINCES } from "../stores/model.ts";

export const FIRST_LETTERS: Record<Province, string> = {
  NL: "A",
  NS: "B",
  PE: "C",
  NB: "E",
  QC: "GHJ",
  ON: "KLMNP",
  MB: "R",
  SK: "S",
  AB: "T",
  BC: "V",
  NT: "X",
  NU: "X",
  YT: "Y",
};

const LETTER = "[ABCEGHJ-NPRSTVWXYZ]";
const FIRST = "[ABCEGHJ-NPRSTVXY]";
const PATTERN = new RegExp(`^${FIRST}\\d${LETTER}\\d${LETTER}\\d$`);

/** "k1n9j7", "K1N-9J7 " → "K1N 9J7" (spacing and case only; validity is checked separately). */
export function normalizePostalCode(input: string): string {
  const compact = input.toUpperCase().replace(/[\s-]/g, "");
  return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact;
}

export type PostalProblem = "format" | "letters" | "province";

/** Why a code is not a valid code of `province` (null when it is). */
export function postalCodeProblem(code: string, province?: Province): PostalProblem | null {
  const compact = normalizePostalCode(code).replace(" ", "");
  if (!/^[A-Z]\d[A-Z]\d[A-Z]\d$/.test(compact)) return "format";
  if (!PATTERN.test(compact)) return "letters";
  if (province && !FIRST_LETTERS[province].includes(compact[0])) return "province";
  return null;
}

export function isProvince(value: string): value is Province {
  return (PROVINCES as readonly string[]).includes(value);
}

/** Mean Earth radius (IUGG), as d3-geo's geoDistance × R and the fulfillment routing use it. */
export const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle (haversine) distance in km between two [latitude, longitude] points. */
export function distanceKm(a: [number, number], b: [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (b[0] - a[0]) * rad;
  const dLon = (b[1] - a[1]) * rad;
  const h = Math.sin(dLat / 2) ** 2 +
    Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether coordinates fall inside Canada's bounding box (catches swapped or unsigned longitudes). */
export function inCanada(latitude: number, longitude: number): boolean {
  return latitude >= 41.6 && latitude <= 83.2 && longitude >= -141.1 && longitude <= -52.5;
}

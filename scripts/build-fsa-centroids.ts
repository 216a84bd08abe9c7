// Builds lib/head_office/data/fsa_centroids.json: the centroid of every Canadian forward sortation
// area (the first three characters of a postal code) as [latitude, longitude], from the Canadian
// table of the npm package `zipcodes` (BSD licence, Dav Glass; its README names the source, a
// sample of AggData's Canadian postal-code file). The portal geocodes a store from its postal code
// with it (lib/head_office/geocode.ts), offline. Run: deno run -A scripts/build-fsa-centroids.ts
import canada from "npm:zipcodes@8.0.0/lib/codesCanada.js";
import { FIRST_LETTERS, inCanada } from "../lib/head_office/geo.ts";
import type { Province } from "../lib/stores/mod.ts";

const PROVINCE_NAMES: Record<string, Province> = {
  "Alberta": "AB",
  "British Columbia": "BC",
  "Manitoba": "MB",
  "New Brunswick": "NB",
  "Newfoundland and Labrador": "NL",
  "Nova Scotia": "NS",
  "Northwest Territory": "NT",
  "Nunavut Territory": "NU",
  "Ontario": "ON",
  "Prince Edward Island": "PE",
  "Quebec": "QC",
  "Saskatchewan": "SK",
  "Yukon": "YT",
};

const codes = (canada as {
  codes: Record<
    string,
    { latitude: number | null; longitude: number | null; state: string }
  >;
})
  .codes;
const centroids: Record<string, [number, number]> = {};
for (const fsa of Object.keys(codes).sort()) {
  if (!/^[A-Z]\d[A-Z]$/.test(fsa)) continue;
  const { latitude, longitude, state } = codes[fsa];
  // A few rows of the source are shifted by a column (no latitude, a town as the province):
  // keep only rows whose province owns the FSA's first letter and whose point is in Canada.
  const province = PROVINCE_NAMES[state];
  if (!province || !FIRST_LETTERS[province].includes(fsa[0])) continue;
  if (typeof latitude !== "number" || typeof longitude !== "number") continue;
  if (!inCanada(latitude, longitude)) continue;
  centroids[fsa] = [Number(latitude.toFixed(4)), Number(longitude.toFixed(4))];
}
const out = {
  source: "npm zipcodes@8.0.0 lib/codesCanada.js (BSD licence, Copyright (c) 2007 Dav Glass); " +
    "its README: Canadian codes from AggData's ca_postal_codes sample",
  note: "Approximate centroids of forward sortation areas, not an official Canada Post product",
  centroids,
};
const path = new URL("../lib/head_office/data/fsa_centroids.json", import.meta.url);
await Deno.writeTextFile(path, JSON.stringify(out) + "\n");
// one FSA a line, as `deno task check` wants it
await new Deno.Command(Deno.execPath(), { args: ["fmt", path.pathname] }).output();
console.log(`${Object.keys(centroids).length} FSAs written to ${path.pathname}`);

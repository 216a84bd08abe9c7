import assert from "node:assert/strict";
import {
  distanceKm,
  FIRST_LETTERS,
  inCanada,
  normalizePostalCode,
  postalCodeProblem,
} from "../../../lib/head_office/geo.ts";
import { DEMO_STORES, PROVINCES } from "../../../lib/stores/mod.ts";

Deno.test("postal codes: format, spacing and case", () => {
  assert.equal(normalizePostalCode(" k1n-9j7 "), "K1N 9J7");
  assert.equal(postalCodeProblem("K1N9J7", "ON"), null);
  assert.equal(postalCodeProblem("K1N 9J", "ON"), "format");
  assert.equal(postalCodeProblem("11N 9J7", "ON"), "format");
  assert.equal(postalCodeProblem("K1N 9J77", "ON"), "format");
});

Deno.test("postal codes: D, F, I, O, Q, U are never used; W and Z never start a code", () => {
  for (const letter of "DFIOQU") {
    assert.equal(postalCodeProblem(`K1${letter} 9J7`), "letters", `third ${letter}`);
    assert.equal(postalCodeProblem(`K1N 9${letter}7`), "letters", `fifth ${letter}`);
    assert.equal(postalCodeProblem(`${letter}1N 9J7`), "letters", `first ${letter}`);
  }
  assert.equal(postalCodeProblem("W1N 9J7"), "letters");
  assert.equal(postalCodeProblem("Z1N 9J7"), "letters");
  // W and Z are fine after the first letter.
  assert.equal(postalCodeProblem("K1W 9Z7", "ON"), null);
});

Deno.test("postal codes: the first letter belongs to the province", () => {
  assert.equal(postalCodeProblem("H3A 1T5", "QC"), null);
  assert.equal(postalCodeProblem("G1V 4W1", "QC"), null);
  assert.equal(postalCodeProblem("J7Z 4L9", "QC"), null);
  assert.equal(postalCodeProblem("M5B 2H1", "QC"), "province");
  assert.equal(postalCodeProblem("P7B 6B9", "ON"), null);
  assert.equal(postalCodeProblem("X1A 2P7", "NT"), null);
  assert.equal(postalCodeProblem("X0A 0H0", "NU"), null);
  assert.equal(postalCodeProblem("X0A 0H0", "YT"), "province");
  assert.equal(postalCodeProblem("A1B 1W3", "NL"), null);
  assert.equal(postalCodeProblem("A1B 1W3", "NS"), "province");
  assert.equal(Object.keys(FIRST_LETTERS).length, PROVINCES.length);
  // Every demo store passes its own province's check.
  for (const s of DEMO_STORES) {
    assert.equal(postalCodeProblem(s.postal_code, s.province), null, `${s.store_number}`);
    assert.ok(inCanada(s.latitude, s.longitude), `${s.store_number}`);
  }
});

Deno.test("distances: haversine with R = 6,371.0088 km", () => {
  // Toronto (Northern Edge Sports) to Waterloo Runners, and Halifax to Vancouver.
  const toronto: [number, number] = [43.6544, -79.3807];
  const waterloo: [number, number] = [43.4988, -80.5281];
  // Reference figures: d3-geo geoDistance × 6,371.0088.
  assert.equal(distanceKm(toronto, waterloo).toFixed(2), "94.03");
  assert.equal(distanceKm([44.6511, -63.6131], [49.2788, -123.1265]).toFixed(2), "4427.45");
  assert.equal(distanceKm(toronto, toronto), 0);
  // One degree of latitude along a meridian: R × π / 180.
  assert.equal(distanceKm([45, -75], [46, -75]).toFixed(4), (6371.0088 * Math.PI / 180).toFixed(4));
  assert.ok(!inCanada(43.65, 79.38)); // unsigned longitude
});

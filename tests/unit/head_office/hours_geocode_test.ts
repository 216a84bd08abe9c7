// Opening hours with several ranges a day and holiday exceptions; geocoding a postal code from the
// shipped FSA centroids and the stores within a distance of it.
import assert from "node:assert/strict";
import { hoursProblem, normalizeHours, parseHolidays } from "../../../lib/head_office/hours.ts";
import { centroidOf, fsaOf, storesWithin } from "../../../lib/head_office/geocode.ts";
import { distanceKm } from "../../../lib/head_office/geo.ts";
import { DEMO_STORES } from "../../../lib/stores/mod.ts";

Deno.test("hours: several ranges a day, in order and apart", () => {
  assert.equal(hoursProblem("09:00-12:00, 13:00-21:00"), null);
  assert.equal(normalizeHours(" 13:00-21:00,09:00-12:00 "), "09:00-12:00, 13:00-21:00");
  assert.equal(hoursProblem("closed"), null);
  assert.equal(hoursProblem(""), null);
  assert.equal(hoursProblem("10:00-24:00"), null);
  assert.equal(hoursProblem("09:00-12:00, 11:00-17:00"), "overlap");
  assert.equal(hoursProblem("17:00-09:00"), "order");
  assert.equal(hoursProblem("9-5"), "format");
  assert.equal(hoursProblem("09:00-12:00;13:00-17:00"), "format");
});

Deno.test("holiday hours: dated exceptions, real dates, one line each", () => {
  const ok = parseHolidays("2026-12-25 closed\n\n2026-12-24  09:00-15:00\r\n2027-01-01 Closed");
  assert.deepEqual(ok, {
    ok: true,
    holidays: [
      { date: "2026-12-24", hours: "09:00-15:00" },
      { date: "2026-12-25", hours: "closed" },
      { date: "2027-01-01", hours: "closed" },
    ],
  });
  assert.deepEqual(parseHolidays("2026-02-30 closed"), {
    ok: false,
    errors: [{ line: 1, problem: "date" }],
  });
  assert.deepEqual(parseHolidays("2026-12-25 closed\n2026-12-25 10:00-12:00"), {
    ok: false,
    errors: [{ line: 2, problem: "duplicate" }],
  });
  assert.deepEqual(parseHolidays("2026-12-26"), {
    ok: false,
    errors: [{ line: 1, problem: "format" }],
  });
  assert.deepEqual(parseHolidays("2026-12-26 12:00-10:00"), {
    ok: false,
    errors: [{ line: 1, problem: "order" }],
  });
});

Deno.test("geocode: a postal code's FSA centroid from the shipped data", () => {
  assert.equal(fsaOf("m5b 2h1"), "M5B");
  assert.equal(fsaOf("12345"), null);
  // every demo store's area centre lies near the store, but E3C (Fredericton), whose row in the
  // source is broken and left out of the data
  for (const s of DEMO_STORES) {
    const at = centroidOf(s.postal_code);
    if (s.postal_code.startsWith("E3C")) {
      assert.equal(at, null);
      continue;
    }
    assert.ok(at, `no centroid for ${s.postal_code}`);
    assert.ok(distanceKm(at, [s.latitude, s.longitude]) < 25, `${s.postal_code} too far`);
  }
  assert.equal(centroidOf("Z9Z 9Z9"), null);
});

Deno.test("stores within N km: active member stores, nearest first", () => {
  const downtown = centroidOf("M5B 2H1")!;
  const near = storesWithin(DEMO_STORES, downtown, 100);
  const numbers = near.map((n) => n.store.store_number);
  assert.equal(numbers[0], 1234);
  assert.ok(numbers.includes(1256));
  assert.ok(near.every((n, i) => n.km <= 100 && (i === 0 || near[i - 1].km <= n.km)));
  assert.ok(!numbers.includes(1248), "Ottawa is ~350 km away");
  // a closed store is never listed: nothing within 5 km of Fredericton (3075, closed)
  const fredericton = storesWithin(DEMO_STORES, [45.9311, -66.6536], 5);
  assert.deepEqual(fredericton.map((n) => n.store.store_number), []);
  // head office is not a member store
  assert.ok(
    !storesWithin(DEMO_STORES, centroidOf("G1V 4W1")!, 20).some((n) =>
      n.store.store_number === 1000
    ),
  );
});

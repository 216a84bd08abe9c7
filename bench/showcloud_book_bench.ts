// deno bench: a showcloud order book of 200 styles rendered through the whole portal (session,
// access table, layout), signed in as a member — the issue's bar is under 50 ms at p50. The book
// is built from the demo catalogue (its 180 styles and 20 more copies, each with its sizes ×
// colours) in the demo Fall Show 2026; the p50 of a warm-up sample is printed before the bench.
import { createTestApp } from "../tests/helpers/app.ts";
import { signIn } from "../tests/helpers/auth.ts";
import { listStyles, listVariants } from "../lib/catalogue/mod.ts";
import { bookStyleOf, categoryOf, DEMO_CATEGORIES, FALL_SHOW } from "../lib/shows/demo.ts";
import type { Book, BookStyle } from "../lib/shows/schema.ts";
import { putBook } from "../lib/shows/store.ts";

const app = await createTestApp();
const cookie = await signIn(app, "owner@example.com");
const catalogue = (await listStyles(app.kv)).sort((a, b) => a.id.localeCompare(b.id));
const variants = await listVariants(app.kv);
const styles: BookStyle[] = [];
for (let i = 0; styles.length < 200; i++) {
  const style = catalogue[i % catalogue.length];
  const own = variants.filter((v) => v.style_id === style.id);
  const copy = bookStyleOf(style, own, categoryOf(DEMO_CATEGORIES, style.class));
  styles.push({ ...copy, style_id: `${style.id}${i >= catalogue.length ? `-${i}` : ""}` });
}
const book: Book = {
  id: "bench-200",
  show: FALL_SHOW,
  vendor: "V100",
  name: { en: "Bench book", fr: "Catalogue d'essai" },
  season: "FW27",
  windows: [{ start_ship: "2027-01-15", cancel_date: "2027-02-15" }],
  style_count: 200,
};
await putBook(app.kv, book, styles);
const path = `/showcloud/V100/books/${book.id}`;

async function render(): Promise<number> {
  const res = await app.fetch(path, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  await res.text();
  return 0;
}

const times: number[] = [];
for (let i = 0; i < 60; i++) {
  const started = performance.now();
  await render();
  if (i >= 10) times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
console.log(
  `book page, 200 styles: p50 ${times[times.length >> 1].toFixed(1)} ms, p90 ${
    times[Math.floor(times.length * 0.9)].toFixed(1)
  } ms over ${times.length} renders (bar: 50 ms at p50)`,
);

Deno.bench("showcloud book page with 200 styles (signed-in member, full chain)", async () => {
  await render();
});

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
import { render, timings } from "./portal.ts";

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

const { p50, p90, runs } = await timings(() => render(app, path, cookie), 50, 10);
console.log(
  `book page, 200 styles: p50 ${p50} ms, p90 ${p90} ms over ${runs} renders (bar: 50 ms at p50)`,
);

Deno.bench("showcloud book page with 200 styles (signed-in member, full chain)", async () => {
  await render(app, path, cookie);
});

// p50 render time of /marketing/items for buyer@example.com over the demo catalogue (about 1,500
// variants), unfiltered and with filters (vendor + missing French; words). In-memory demo data
// (14 days of sales, which the page does not read). Target: under 50 ms at p50 with a filter.
import { catalogueMap } from "../lib/catalogue/mod.ts";
import { benchPortal, render, signIn, timings } from "./portal.ts";

const app = await benchPortal();
const cookie = await signIn(app, "buyer@example.com");

const PAGES = {
  unfiltered: "/marketing/items",
  "vendor + missing French": "/marketing/items?vendor=V100&missing=web_fr",
  words: "/marketing/items?q=helmet+pro",
  "sorted by web FR, page 3": "/marketing/items?table=items&sort=web_fr&dir=asc&page=3",
};

const variants = (await catalogueMap(app.kv)).size;
for (const [name, path] of Object.entries(PAGES)) {
  const { p50, p90 } = await timings(() => render(app, path, cookie));
  console.log(`/marketing/items (${name}), ${variants} variants: p50 ${p50} ms, p90 ${p90} ms`);
}

Deno.bench("GET /marketing/items?vendor=V100&missing=web_fr (buyer)", async () => {
  await render(app, PAGES["vendor + missing French"], cookie);
});

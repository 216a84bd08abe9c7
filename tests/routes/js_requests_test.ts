// JS requests per page: the runtime, the client entries and every island live in one entry module
// (lib/fresh/build.ts), so the pages with the most islands load at most 6 scripts (module scripts,
// modulepreload links and the modules the inline bootstrap imports), and every one is served.
import assert from "node:assert/strict";
import { signIn } from "../helpers/auth.ts";
import { appTest } from "./with_app.ts";

/** The script URLs a browser fetches when it parses the page (lazy imports come later, if ever). */
function scriptUrls(html: string): Set<string> {
  const urls = new Set<string>();
  for (const [, url] of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) urls.add(url);
  for (const [, url] of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(url);
  for (const [, url] of html.matchAll(/from"(\/_frsh\/js\/[^"]+)"/g)) urls.add(url);
  return urls;
}

appTest("the pages with the most islands load at most 6 scripts, all served", async (app) => {
  const owner = await signIn(app, "owner@example.com");
  const buyer = await signIn(app, "buyer@example.com");
  const specials = await (await app.fetch("/specials", { headers: { cookie: owner } })).text();
  const orderEdit = specials.match(/href="(\/specials\/orders\/edit\/[^"]+)"/)?.[1];
  const pages: [string, string][] = [
    ["/", ""],
    ["/", owner],
    ["/dashboards/member-dashboard", owner],
    ["/scan-pal", owner],
    ["/open-to-buy", owner],
    ["/head-office/store-master/map", buyer],
    ...(orderEdit ? [[orderEdit, owner] as [string, string]] : []),
  ];
  assert.ok(orderEdit, "a specials order to edit");
  for (const [path, cookie] of pages) {
    const res = await app.fetch(path, { headers: cookie ? { cookie } : {} });
    assert.equal(res.status, 200, path);
    const urls = scriptUrls(await res.text());
    assert.ok(urls.size >= 1, `${path}: the page has islands`);
    assert.ok(urls.size <= 6, `${path}: ${urls.size} scripts: ${[...urls].join(" ")}`);
    for (const url of urls) {
      const script = await app.fetch(url);
      assert.equal(script.status, 200, url);
      await script.body?.cancel();
    }
  }
});

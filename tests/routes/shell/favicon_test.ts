// A favicon (issue 32): every page links an SVG icon and a 32 px ICO, and both are served.
import assert from "node:assert/strict";
import { appTest } from "../with_app.ts";

appTest("the layout links the favicon and both files are served", async (app) => {
  const html = await (await app.fetch("/")).text();
  assert.match(html, /<link rel="icon" href="\/favicon\.ico" sizes="32x32"/);
  const svgHref = /<link rel="icon" href="([^"]+)" type="image\/svg\+xml"/.exec(html)?.[1];
  assert.ok(svgHref, "an SVG icon is linked");
  const svg = await app.fetch(svgHref);
  assert.equal(svg.status, 200);
  assert.match(svg.headers.get("content-type") ?? "", /image\/svg\+xml/);
  assert.match(await svg.text(), /<svg /);
  const ico = await app.fetch("/favicon.ico");
  assert.equal(ico.status, 200);
  const bytes = new Uint8Array(await ico.arrayBuffer());
  assert.deepEqual([...bytes.slice(0, 4)], [0, 0, 1, 0]); // an ICO header: reserved 0, type 1
});

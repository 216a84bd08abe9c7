// Every head-office tool page answers buyers with real content, and refuses members.
import assert from "node:assert/strict";
import { signIn } from "../../helpers/auth.ts";
import { appTest, signInFrench } from "./helpers.ts";

const PAGES = [
  "/head-office",
  "/head-office/store-master",
  "/head-office/store-master/map",
  "/head-office/store-master/1234",
  "/head-office/store-master/4001",
  "/head-office/pricing/sales",
  "/head-office/pricing/editor?vendor=V100",
  "/head-office/pricing/schedule",
  "/head-office/mappings",
  "/head-office/launch-schedule",
  "/head-office/pos-data-bundles",
  "/head-office/omnichannel-stock?store=1234&department=HOC",
  "/head-office/member-upc-adoption?store=1234",
  "/head-office/orderdynamics-sales",
  "/head-office/stock-check",
];

appTest(
  "head office pages: buyers get every tool, in both languages; members do not",
  async (app, buyer) => {
    for (const path of PAGES) {
      const res = await app.fetch(path, { headers: { cookie: buyer } });
      const html = await res.text();
      assert.equal(res.status, 200, `${path}: ${html.slice(0, 300)}`);
      assert.doesNotMatch(html, /class="card placeholder"|data-purpose/, path);
      assert.doesNotMatch(html, />[^<]*\bhead_office\.[a-z]/, `${path} shows an untranslated key`);
    }
    const french = await signInFrench(app, "admin@example.com");
    const fr = await app.fetch("/head-office/store-master/map", { headers: { cookie: french } });
    assert.equal(fr.status, 200);
    assert.match(await fr.text(), /Carte du Canada avec les magasins du groupe/);
    const owner = await signIn(app, "owner@example.com");
    const refused = await app.fetch("/head-office/store-master", { headers: { cookie: owner } });
    assert.ok([401, 403].includes(refused.status), `member got ${refused.status}`);
    await refused.body?.cancel();
  },
);

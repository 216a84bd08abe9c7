// The tile map island is on the store map only when MAP_TILE_URL is configured.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";

const TEMPLATE = "https://tiles.example.org/{z}/{x}/{y}.png";

Deno.test("store map: the tile island only with MAP_TILE_URL; the SVG map always", async () => {
  const envs: Record<string, string>[] = [
    {},
    { MAP_TILE_URL: TEMPLATE, MAP_TILE_ATTRIBUTION: "© Example tiles" },
  ];
  for (const env of envs) {
    const app = await createTestApp({ env });
    try {
      const cookie = await signIn(app, "buyer@example.com");
      const res = await app.fetch("/head-office/store-master/map", { headers: { cookie } });
      assert.equal(res.status, 200);
      const html = await res.text();
      assert.match(html, /<svg class="ho-map"[^>]*data-store-map/);
      if ("MAP_TILE_URL" in env) {
        assert.match(html, /<section[^>]*hidden[^>]*data-tile-map/);
        assert.ok(html.includes(TEMPLATE), "the template reaches the island");
        assert.ok(html.includes("© Example tiles"));
      } else {
        assert.doesNotMatch(html, /data-tile-map|tiles\.example/);
      }
    } finally {
      app.close();
    }
  }
});

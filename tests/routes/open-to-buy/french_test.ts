// Every open-to-buy page in French: translated, no key left raw.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { postJson } from "../account/helpers.ts";
import { postForm } from "../account/helpers.ts";
import { runTask } from "../../../lib/tasks/queue.ts";
import { seasonOf } from "../../../lib/otb/season.ts";
import { todayInToronto } from "../../../lib/sales/calendar.ts";

Deno.test("the open-to-buy pages in French show no raw key", async () => {
  const app = await createTestApp();
  try {
    const cookie = await signIn(app, "owner@example.com");
    const set = await postJson(app, "/api/account/set-locale", { locale: "fr-CA" }, { cookie });
    assert.equal(set.status, 200);
    await set.body?.cancel();
    const season = seasonOf(todayInToronto());
    const run = await postForm(app, "/open-to-buy/reports/new", {
      action: "run",
      name: "Essai",
      stores: ["1234"],
      season,
      basis: "cost",
    }, { cookie });
    const result = run.headers.get("location")!;
    await runTask(app.kv, result.split("/").pop()!);
    const bad = await postForm(
      app,
      `/open-to-buy?store=1234&season=${season}&department=HOC`,
      {
        action: "seed",
        growth: "beaucoup",
        method: "ssr",
        method_value: "3",
        imu: "45",
        holdback: "5",
      },
      { cookie },
    );
    assert.equal(bad.status, 400);
    const pages = [
      await bad.text(),
      ...(await Promise.all(
        [
          `/open-to-buy?store=1234&season=${season}&department=HOC`,
          `/open-to-buy?store=2051&season=${season}&department=SKI&basis=cost`,
          "/open-to-buy/reports",
          "/open-to-buy/reports/new",
          result,
        ].map(async (path) => {
          const res = await app.fetch(path, { headers: { cookie } });
          assert.equal(res.status, 200, path);
          return await res.text();
        }),
      )),
    ];
    for (const html of pages) {
      assert.match(html, /<html lang="fr-CA"/);
      // outside scripts (an island's props carry its message keys with their texts)
      const raw = html.replace(/<script[\s\S]*?<\/script>/g, "").match(/open_to_buy\.[a-z_.]+/);
      assert.equal(raw, null, raw?.[0]);
    }
    assert.match(pages[0], /Entrez une croissance entre −90 et 500 %/);
    assert.match(pages[1], /Budget restant/);
  } finally {
    app.close();
  }
});

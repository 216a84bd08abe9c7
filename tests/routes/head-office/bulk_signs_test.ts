// Shelf signs for several scheduled price changes at once: tick them, one button.
import assert from "node:assert/strict";
import { appTest } from "./helpers.ts";
import { postForm } from "../account/helpers.ts";

appTest("price schedule: queue the signs of several changes at once", async (app, cookie) => {
  const page = await (await app.fetch("/head-office/pricing/schedule", { headers: { cookie } }))
    .text();
  assert.match(page, /<form id="bulk-signs" method="post">/);
  const ids = [...page.matchAll(/name="ids" value="([^"]+)" form="bulk-signs"/g)]
    .map((m) => m[1].replaceAll("&amp;", "&")).slice(0, 2);
  assert.equal(ids.length, 2, "two changes to choose");
  const one = async (id: string) => {
    const res = await postForm(app, "/head-office/pricing/schedule", { action: "signs", id }, {
      cookie,
    });
    await res.body?.cancel();
    return Number(new URL(res.headers.get("location")!, "http://x").searchParams.get("signs"));
  };
  // what each change queues on its own (queueing again adds the same signs again)
  const each = [await one(ids[0]), await one(ids[1])];
  const body = new URLSearchParams({ action: "signs_many" });
  for (const id of ids) body.append("ids", id);
  const res = await app.fetch("/head-office/pricing/schedule", {
    method: "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body,
    redirect: "manual",
  });
  assert.equal(res.status, 303);
  await res.body?.cancel();
  const signs = Number(
    new URL(res.headers.get("location")!, "http://x").searchParams.get("signs"),
  );
  assert.equal(signs, each[0] + each[1]);
  assert.ok(signs > 0);
  const none = await postForm(app, "/head-office/pricing/schedule", { action: "signs_many" }, {
    cookie,
  });
  assert.equal(none.status, 400);
  assert.match(await none.text(), /Tick at least one change/);
});

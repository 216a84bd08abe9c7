// The launch schedule: its table's CSV link answers CSV (it answered the HTML page), and the
// calendar is subscribable from a calendar app — a signed personal address that works without the
// session cookie (it once needed it), parsed here with ical.js as a calendar app would.
import assert from "node:assert/strict";
import { appTest } from "./helpers.ts";
import ICAL from "ical.js";
import { listLaunches } from "../../../lib/head_office/launches.ts";
import { updateUser } from "../../../lib/auth/store.ts";
import { getUserByEmail } from "../../../lib/auth/store.ts";

appTest("launch schedule: the table's CSV link answers CSV", async (app, cookie) => {
  const page = await (await app.fetch("/head-office/launch-schedule", { headers: { cookie } }))
    .text();
  const href = page.match(/href="([^"]*format=csv[^"]*)"/)?.[1]?.replaceAll("&amp;", "&");
  assert.ok(href, "the table offers a CSV link");
  const res = await app.fetch(
    new URL(href, "http://x/head-office/launch-schedule").pathname +
      new URL(href, "http://x/head-office/launch-schedule").search,
    { headers: { cookie } },
  );
  assert.equal(res.headers.get("content-type"), "text/csv; charset=utf-8");
  const lines = (await res.text()).replace(/^\uFEFF/, "").trim().split("\r\n");
  assert.equal(lines[0], "Launch date,Embargo until,Launch,Vendor,Style number,Notes");
  assert.equal(lines.length - 1, (await listLaunches(app.kv)).length);
  assert.match(lines[1], /^\d{4}-\d{2}-\d{2},/);
});

appTest(
  "launch schedule: a signed personal calendar address, parsed by ical.js",
  async (app, cookie) => {
    const page = await (await app.fetch("/head-office/launch-schedule", { headers: { cookie } }))
      .text();
    const raw = page.match(/id="launch-feed" type="url" readonly(?:="")? value="([^"]+)"/i)?.[1];
    assert.ok(raw, "the page shows the personal calendar address");
    const url = new URL(raw.replaceAll("&amp;", "&"));
    assert.equal(url.pathname, "/head-office/launch-schedule.ics");
    assert.match(page, /href="webcal:\/\//);
    // no cookie: as a calendar app subscribes
    const res = await app.fetch(url.pathname + url.search);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("content-type"), "text/calendar; charset=utf-8");
    const calendar = new ICAL.Component(ICAL.parse(await res.text()));
    assert.equal(calendar.name, "vcalendar");
    assert.equal(calendar.getFirstPropertyValue("version"), "2.0");
    const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    const launches = await listLaunches(app.kv);
    const launchEvents = events.filter((e) => e.uid.startsWith("launch-"));
    assert.equal(launchEvents.length, launches.length);
    const first = launches[0];
    const event = launchEvents.find((e) => e.uid === `launch-${first.id}@portal`)!;
    assert.ok(event.startDate.isDate, "an all-day event");
    assert.equal(event.startDate.toString(), first.launch_on);
    assert.ok(event.summary.startsWith(first.title));

    // a tampered signature, another user's id, or a user no longer allowed: refused
    const tampered = new URL(url);
    // flip the first character to one it is not (a fixed "x" was the same 1 time in 64)
    const sig = url.searchParams.get("sig")!;
    tampered.searchParams.set("sig", (sig[0] === "x" ? "y" : "x") + sig.slice(1));
    assert.equal(await drain(app.fetch(tampered.pathname + tampered.search)), 403);
    const other = new URL(url);
    other.searchParams.set("user", (await getUserByEmail(app.kv, "owner@example.com"))!.id);
    assert.equal(await drain(app.fetch(other.pathname + other.search)), 403);
    const buyer = await getUserByEmail(app.kv, "buyer@example.com");
    await updateUser(app.kv, buyer!.id, (u) => ({ ...u, Role: "member" }));
    assert.equal(await drain(app.fetch(url.pathname + url.search)), 403);
  },
);

async function drain(response: Promise<Response>): Promise<number> {
  const res = await response;
  await res.body?.cancel();
  return res.status;
}

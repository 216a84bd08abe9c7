// The ordering pages name vendors and people (issue 32 item 7, issue 29 item 9): rendered as their
// persona, no text of the page is a bare vendor number (V100) and none is an account's e-mail
// address. Numbers and addresses may stay in attributes (title on hover, links, form values) and
// in mailto links, where the address is the point.
import assert from "node:assert/strict";
import type { TestApp } from "../helpers/app.ts";
import { signIn } from "../helpers/auth.ts";
import { FALL_SHOW } from "../../lib/shows/demo.ts";
import { markSent, sentMarks } from "../../lib/shows/vendor_export.ts";
import { seasonOf } from "../../lib/otb/season.ts";
import { todayInToronto } from "../../lib/sales/calendar.ts";
import { appTest } from "./with_app.ts";

/** The text between tags, without scripts, styles and mailto links. */
function pageTexts(html: string): string[] {
  const body = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<style\b[\s\S]*?<\/style>/gi, "")
    .replace(/<a [^>]*href="mailto:[^"]*"[^>]*>[^<]*<\/a>/gi, "");
  return [...body.matchAll(/>([^<]+)</g)].map((m) => m[1].trim()).filter(Boolean);
}

async function page(app: TestApp, cookie: string, path: string): Promise<string> {
  const res = await app.fetch(path, { headers: { cookie } });
  assert.equal(res.status, 200, path);
  return await res.text();
}

function assertNamed(html: string, path: string) {
  const texts = pageTexts(html);
  const codes = texts.filter((t) => /^V\d{3,}$/.test(t));
  assert.deepEqual(codes, [], `${path}: vendor numbers shown alone`);
  const emails = texts.filter((t) => /@example\.com/.test(t));
  assert.deepEqual(emails, [], `${path}: e-mail addresses shown for people`);
}

appTest("the ordering pages show vendors and people by name", async (app) => {
  const owner = await signIn(app, "owner@example.com");
  const buyer = await signIn(app, "buyer@example.com");
  const vendor = await signIn(app, "vendor@example.com");
  const pages: [string, string][] = [
    [owner, "/specials"],
    [owner, "/showcloud"],
    [owner, "/showcloud/V100"],
    [owner, "/showcloud/orders"],
    [buyer, "/showcloud/orders"],
    [buyer, "/head-office/specials"],
    [buyer, "/head-office/specials/orders"],
    [buyer, `/head-office/showcloud-booking-reports?show=${FALL_SHOW}`],
    [buyer, `/head-office/showcloud-booking-reports?show=${FALL_SHOW}&by=store`],
    [buyer, "/head-office/show"],
    [buyer, `/head-office/show/${FALL_SHOW}`],
    [buyer, `/head-office/show/${FALL_SHOW}/attendance`],
    [buyer, "/head-office/show/management"],
    [buyer, "/head-office/show/vendors/V100"],
    [vendor, "/reporting/vendor-orders"],
    // An approved demo plan with its revisions (recorded by e-mail address).
    [owner, `/open-to-buy?store=1234&season=${seasonOf(todayInToronto())}&department=HOC`],
  ];
  // Every show order and specials order of the owner, and each specials form it can open.
  const links = (
    html: string,
    pattern: RegExp,
  ) => [...new Set([...html.matchAll(pattern)].map((m) => m[1].replaceAll("&amp;", "&")))];
  const shows = links(await page(app, owner, "/showcloud/orders"), /data-order="([^"]+)"/g);
  assert.ok(shows.length > 0, "the owner has show orders");
  for (const id of shows) pages.push([owner, `/showcloud/orders/${id}`]);
  const specials = await page(app, owner, "/specials");
  const edits = links(specials, /href="(\/specials\/orders\/edit\/[^"]+)"/g);
  const views = links(specials, /href="(\/specials\/view\/[^"]+)"/g);
  assert.ok(edits.length > 0 && views.length > 0, "the owner has specials orders and forms");
  for (const path of [...edits, ...views]) pages.push([owner, path]);
  for (const [cookie, path] of pages) assertNamed(await page(app, cookie, path), path);
});

appTest("a vendor sheet sent is shown with the sender's name", async (app) => {
  const buyer = await signIn(app, "buyer@example.com");
  const report = `/head-office/showcloud-booking-reports?show=${FALL_SHOW}`;
  const vendor = /data-vendor-export="([^"]+)"/.exec(await page(app, buyer, report))?.[1];
  assert.ok(vendor, "a vendor with booked orders");
  // Sending records the account by address; the page names it.
  const res = await app.fetch(report, {
    method: "POST",
    headers: { cookie: buyer, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ vendor, format: "csv" }),
  });
  assert.equal(res.status, 200);
  await res.body?.cancel();
  assert.equal((await sentMarks(app.kv, FALL_SHOW))[vendor].by, "buyer@example.com");
  // A mark by another account's address is shown by that account's name too.
  await markSent(app.kv, FALL_SHOW, vendor, {
    at: "2026-09-01T12:00:00Z",
    by: "admin@example.com",
    format: "xlsx",
    orders: 1,
    lines: 1,
  });
  const html = await page(app, buyer, report);
  assert.match(html, /data-sent="yes">[^<]*Alex Admin/);
  assertNamed(html, report);
});

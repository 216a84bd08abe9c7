// Marketing tools through the real handler: the Shopify sync page (plan with deletions, a run as
// a task, the connection for site admins only with the token sealed), sync errors and retry, the
// price import (dry run lists line errors, apply refused until bad lines are skipped), size guides
// in cm and inches, collections, assortments and their order form, vendor contacts, reviews, and
// a store's web-sync report.
import assert from "node:assert/strict";
import { html, submit, uploadPrices, withApp } from "./helpers.ts";
import { csvBody } from "../../helpers/csv.ts";
import { signIn } from "../../helpers/auth.ts";
import { runTask } from "../../../lib/tasks/queue.ts";
import { getVariant, listVariants } from "../../../lib/catalogue/mod.ts";
import { listSyncErrors } from "../../../lib/marketing/sync_store.ts";
import { getAssortment, getGuide } from "../../../lib/marketing/library.ts";

function guidOf(location: string): string {
  const guid = location.match(/^\/tasks\/([0-9a-f-]{36})$/)?.[1];
  assert.ok(guid, `a task location: ${location}`);
  return guid!;
}

Deno.test("marketing tools", async (t) => {
  await withApp(async (app, buyer) => {
    await t.step(
      "shopify sync: the plan shows deletions before running; a run is a task",
      async () => {
        const page = await html(app, "/marketing/shopify-sync", buyer);
        // the demo withdrew one style and changed another since its first sync
        assert.match(page, /data-delete="1"/);
        assert.match(page, /data-update="1"/);
        assert.match(page, /data-source="fake"/);
        assert.match(page, /data-runs="1"/);
        const sync = (fields: Record<string, string>, cookie: string, status = 303) =>
          submit(app, "/marketing/shopify-sync", fields, cookie, status);
        const guid = guidOf((await sync({ action: "run" }, buyer)).location);
        // one sync at a time: a second start is refused, with a link to the running task
        const busy = (await sync({ action: "run" }, buyer, 409)).text;
        assert.match(busy, new RegExp(`data-sync-busy="${guid}"`));
        assert.match(busy, new RegExp(`href="/tasks/${guid}"`));
        assert.match(busy, /a sync is already running/);
        await submit(app, "/marketing/sync-errors", { action: "retry_all" }, buyer, 409);
        const task = await runTask(app.kv, guid);
        assert.equal(task?.status, "done", JSON.stringify(task?.errors));
        const after = await html(app, "/marketing/shopify-sync", buyer);
        assert.match(after, /data-delete="0"/);
        assert.match(after, /data-runs="2"/);
        // the connection is a site admin's: a buyer is refused, an admin's token is sealed
        const connect = {
          action: "connect",
          shop: "group.myshopify.com",
          token: "shpat_0123456789abcdef",
        };
        await sync(connect, buyer, 403);
        const admin = await signIn(app, "admin@example.com");
        await sync(connect, admin);
        const stored =
          (await app.kv.get<Record<string, string>>(["marketing", "shopify", "settings"]))
            .value!;
        assert.doesNotMatch(JSON.stringify(stored), /0123456789abcdef/);
        const shown = await html(app, "/marketing/shopify-sync", admin);
        assert.match(shown, /data-source="saved"/);
        assert.match(shown, /cdef/);
        assert.doesNotMatch(shown, /0123456789abcdef/);
      },
    );
    await t.step("sync errors: listed with Shopify's message, retried as a task", async () => {
      const errors = await listSyncErrors(app.kv);
      assert.ok(errors.length >= 2, "the demo has sync errors");
      const page = await html(app, "/marketing/sync-errors", buyer);
      assert.match(page, /Handle is reserved by a theme/);
      const none = await submit(app, "/marketing/sync-errors", { action: "retry" }, buyer, 400);
      assert.match(none.text, /Choose at least one item/);
      const res = await submit(app, "/marketing/sync-errors", { action: "retry_all" }, buyer);
      const task = await runTask(app.kv, guidOf(res.location));
      assert.equal(task?.status, "done");
      // missing images still fail; the attempts count grows
      const after = await listSyncErrors(app.kv);
      assert.ok(after.every((e) => e.attempts >= 2));
    });
    await t.step(
      "price import: the dry run lists line errors; apply needs 'skip bad lines'",
      async () => {
        const [v] = await listVariants(app.kv, { vendor: "V300" });
        const dryRun = await uploadPrices(
          app,
          buyer,
          `item_number;cost;retail\n${v.item_number};12,00;24,99\n999;1;2\n`,
          "prix.csv",
        );
        const page = await html(app, dryRun, buyer);
        assert.match(page, /data-line-errors="1"/);
        assert.match(page, /No item has this number/);
        const id = page.match(/data-import="([0-9a-z]+)"/)![1];
        // the dry run's tables answer their CSV with the rows shown: one error, one change
        for (const table of ["line-errors", "changes"]) {
          const csv = await app.fetch(
            `/marketing/price-import?import=${id}&table=${table}&format=csv`,
            {
              headers: { cookie: buyer },
            },
          );
          assert.match(csv.headers.get("content-type") ?? "", /^text\/csv/, table);
          const lines = (await csvBody(csv)).trim().split(/\r?\n/);
          assert.equal(lines.length, 2, `${table}: ${lines.join(" | ")}`);
        }
        const apply = (skip: boolean) => {
          const form = new FormData();
          form.append("action", "apply");
          form.append("import", id);
          if (skip) form.append("skip_bad", "on");
          return app.fetch("/marketing/price-import", {
            method: "POST",
            headers: { cookie: buyer },
            body: form,
            redirect: "manual",
          });
        };
        const refused = await apply(false);
        assert.equal(refused.status, 400);
        assert.match(await refused.text(), /Some lines have errors/);
        assert.equal((await getVariant(app.kv, v.item_number))?.cost, v.cost);
        const task = await runTask(app.kv, guidOf((await apply(true)).headers.get("location")!));
        assert.equal(task?.status, "done");
        const after = await getVariant(app.kv, v.item_number);
        assert.deepEqual([after?.cost, after?.retail], [1200, 2499]);
        const bad = new FormData();
        bad.append("file", new File(["x"], "prices.pdf"));
        const wrong = await app.fetch("/marketing/price-import", {
          method: "POST",
          headers: { cookie: buyer },
          body: bad,
        });
        assert.equal(wrong.status, 400);
        assert.match(await wrong.text(), /Send a .csv or .xlsx file/);
      },
    );
    await t.step(
      "size guides: shown in cm and inches; a bad cell keeps what was typed",
      async () => {
        const cm = await html(app, "/marketing/size-guides/apparel-body", buyer);
        assert.match(cm, /data-guide-unit="cm"/);
        assert.match(cm, />99\.0</); // M chest, cm
        const inches = await html(app, "/marketing/size-guides/apparel-body?unit=in", buyer);
        assert.match(inches, />39\.0</); // 99 cm = 38.98 in → 39.0
        const version = inches.match(/name="_version" value="([0-9a-f]+)"/)![1];
        // one row, its waist typed as given (a bad value, then a good one)
        const row = (waist: string, status: number) =>
          submit(
            app,
            "/marketing/size-guides/apparel-body",
            {
              unit: "in",
              _version: version,
              name_en: "Adult apparel",
              name_fr: "Vêtements adultes",
              r0_size: "XS",
              r0_m0: "33,1",
              r0_m1: waist,
              r0_m2: "",
            },
            buyer,
            status,
          );
        const { text } = await row("abc", 400);
        assert.match(text, /Enter a number/);
        assert.match(text, /value="abc"/);
        await row("27", 303);
        const guide = await getGuide(app.kv, "apparel-body");
        assert.deepEqual(guide?.rows, [{ size: "XS", cm: [84.1, 68.6, null] }]);
      },
    );
    await t.step(
      "collections, assortments with their order form, vendor contacts, reviews",
      async () => {
        const list = await html(app, "/marketing/collections", buyer);
        assert.match(list, /data-collections="2"/);
        await submit(app, "/marketing/collections", {
          id: "cheap-hockey",
          title_en: "Hockey under $50",
          title_fr: "Hockey à moins de 50 $",
          kind: "rule",
          department: "HOC",
          max_retail: "50,00",
          _version: "",
        }, buyer);
        const edit = await html(app, "/marketing/collections?edit=cheap-hockey", buyer);
        assert.match(edit, /data-collections="3"/);
        const badText = (await submit(
          app,
          "/marketing/collections",
          {
            id: "x y",
            title_en: "",
            title_fr: "Titre",
            kind: "manual",
            style_ids: "10000, abc",
          },
          buyer,
          400,
        )).text;
        assert.match(badText, /This field is required/);
        assert.match(badText, /value="10000, abc"/);

        const home = await html(app, "/marketing", buyer);
        assert.match(home, /data-assortments="1"/);
        const assortment = await html(app, "/marketing/assortments/hockey-wall", buyer);
        assert.match(assortment, /data-assortment-styles="8"/);
        const hda = await html(app, "/marketing/assortments/hockey-wall/hda-link", buyer);
        const version = hda.match(/name="_version" value="([0-9a-f]+)"/)![1];
        const link = (form_id: string, status: number) =>
          submit(
            app,
            "/marketing/assortments/hockey-wall/hda-link",
            {
              form_id,
              _version: version,
            },
            buyer,
            status,
          );
        await link("nope", 400);
        assert.match(hda, /data-linked="[^"]+"/);
        await link("", 303);
        assert.equal((await getAssortment(app.kv, "hockey-wall"))?.hda_form_id, null);

        const vendor = await html(app, "/marketing/vendors/V100", buyer);
        assert.match(vendor, /data-vendor-styles="\d+"/);
        const contacts = (fields: Record<string, string>, status = 303) =>
          submit(app, "/marketing/vendors/V100", fields, buyer, status);
        const contact = await contacts({
          action: "add",
          name: "Julie Tremblay",
          role: "Marketing",
          email: "not-an-email",
        }, 400);
        assert.match(contact.text, /valid e-mail/);
        for (const email of ["julie@polarpeak.example", "marc@polarpeak.example"]) {
          await contacts({ action: "add", name: "Contact", email });
        }
        await contacts({ action: "remove", email: "julie@polarpeak.example" });
        assert.match(await html(app, "/marketing/vendors/V100", buyer), /data-contacts="1"/);

        const reviews = await html(app, "/marketing/shopify-reviews", buyer);
        assert.match(reviews, /data-rating="\d(\.\d)?"/);
        await html(app, "/marketing/shopify-files", buyer);
        await html(app, "/marketing/items/by-sale-date/2026-11-27/2026-11-30", buyer);
      },
    );
    await t.step(
      "store web-sync report: own store, head office, another store refused",
      async () => {
        const owner = await signIn(app, "owner@example.com");
        const page = await html(app, "/reporting/shopify-sync/1234", owner);
        assert.match(page, /data-products="\d+"/);
        assert.match(page, /data-sync-errors="\d+"/);
        await html(app, "/reporting/shopify-sync/1021", owner, 403);
        await html(app, "/reporting/shopify-sync/1021", buyer);
        const fr = await app.fetch("/reporting/shopify-sync/1234", {
          headers: { cookie: `${owner}`, "accept-language": "fr-CA" },
        });
        await fr.body?.cancel();
      },
    );
  });
});

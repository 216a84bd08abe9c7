// Open-to-buy on the showcloud order screen and the wizard's submit, through the real handler:
// the order screen shows OTB left after the grid, the wizard refuses a submit over it with the
// warning (the terms box kept ticked) until "submit anyway" is ticked, and a submitted order
// being revised does not count its own purchase orders twice.
import assert from "node:assert/strict";
import type { TestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { planLeaving } from "../../helpers/otb.ts";
import { postForm } from "../account/helpers.ts";
import { postOrder } from "../specials/helpers.ts";
import { FALL_SHOW } from "../../../lib/shows/demo.ts";
import { bookStyles, getShowOrder, showOrderIdFor } from "../../../lib/shows/store.ts";
import { formatCurrency } from "../../../lib/i18n/format.ts";
import { BOOK, ORDER, withApp } from "./helpers.ts";

const START = "2027-01-20";
const money = (cents: number) => formatCurrency(cents / 100, "en-US", { decimals: 0 });
const escape = (text: string) => text.replace(/[$.]/g, "\\$&");

async function saveDraft(app: TestApp, cookie: string, units: number) {
  const styles = await bookStyles(app.kv, BOOK);
  const [a] = Object.values(styles[0].items);
  const res = await postOrder(app, ORDER, {
    action: "save",
    [`q.${a}`]: String(units),
    split_count: "1",
    "split.0.start_ship": START,
    "split.0.cancel_date": "2027-02-20",
    "split.0.po_ref": "",
    "split.0.ship_to": "Store 1310, back door",
    "split.0.percent": "100",
  }, { cookie });
  assert.equal(res.status, 303, await res.text());
  const id = (await showOrderIdFor(app.kv, FALL_SHOW, 1310, "V1600"))!;
  return {
    id,
    department: styles[0].department,
    retail: Math.round(styles[0].retail * 100) * units,
  };
}

Deno.test("showcloud: the wizard refuses a submit over OTB left, then takes it confirmed", async () => {
  await withApp(async (app) => {
    const cookie = await signIn(app, "program@example.com"); // store 1310
    const styles = await bookStyles(app.kv, BOOK);
    await planLeaving(app.kv, 1310, styles[0].department, START, 1_000);
    const { id, retail } = await saveDraft(app, cookie, 7);

    const page = await (await app.fetch(ORDER, { headers: { cookie } })).text();
    assert.match(
      page,
      new RegExp(
        `\\$10 left; after this order: [^<]*${escape(money(retail - 1_000).replace(/^-/, ""))}`,
      ),
    );

    const wizard = `/showcloud/orders/${id}/wizard`;
    const refused = await postForm(app, wizard, { accept_terms: "on" }, { cookie });
    assert.equal(refused.status, 400);
    const html = await refused.text();
    assert.match(html, /This order goes over the store’s open-to-buy/);
    assert.match(html, /name="otb_confirm"/);
    assert.match(html, /name="accept_terms"[^>]*checked/, "the terms box stays ticked");
    assert.equal((await getShowOrder(app.kv, id)).value!.state, "draft");

    const ok = await postForm(app, wizard, { accept_terms: "on", otb_confirm: "1" }, { cookie });
    assert.equal(ok.status, 303, await ok.text());
    assert.equal((await getShowOrder(app.kv, id)).value!.state, "submitted");
  });
});

Deno.test("showcloud: a submitted order's own purchase orders are not counted twice", async () => {
  await withApp(async (app) => {
    const cookie = await signIn(app, "program@example.com");
    const styles = await bookStyles(app.kv, BOOK);
    await planLeaving(app.kv, 1310, styles[0].department, START, 100_000_000);
    const { id, retail } = await saveDraft(app, cookie, 7);
    const submit = await postForm(app, `/showcloud/orders/${id}/wizard`, { accept_terms: "on" }, {
      cookie,
    });
    assert.equal(submit.status, 303, "well under OTB left: no question asked");
    const order = (await getShowOrder(app.kv, id)).value!;
    assert.equal(order.state, "submitted");

    // what is left besides this order: exactly its retail. Counted twice, it would go over.
    const own = order.po_ids.filter((p): p is string => !!p);
    await planLeaving(app.kv, 1310, styles[0].department, START, retail, own);
    const page = await (await app.fetch(ORDER, { headers: { cookie } })).text();
    assert.match(page, new RegExp(`${escape(money(retail))} left; after this order: \\$0`));
    assert.doesNotMatch(page, /exceeds the open-to-buy/);

    // revised (saved again: back to draft) and re-submitted without any question
    await saveDraft(app, cookie, 7);
    const again = await postForm(app, `/showcloud/orders/${id}/wizard`, { accept_terms: "on" }, {
      cookie,
    });
    assert.equal(again.status, 303, await again.text());
  });
});

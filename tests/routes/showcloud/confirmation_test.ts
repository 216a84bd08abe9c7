// After a show order is submitted (issue 29 item 9): a confirmation e-mailed in the submitter's
// language naming each delivery's PO, the page saying where it went and printable, breadcrumbs
// and titles with PO numbers instead of ids, the vendor by name.
import assert from "node:assert/strict";
import { createTestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { postForm } from "../account/helpers.ts";
import { getOrder } from "../../../lib/orders/mod.ts";
import { readOutbox } from "../../../lib/mail/mod.ts";
import { FALL_SHOW } from "../../../lib/shows/demo.ts";
import { getShowOrder, showOrderIdFor } from "../../../lib/shows/store.ts";
import { getUserByEmail, updateUser } from "../../../lib/auth/store.ts";

Deno.test("show order submitted: confirmation in the user's language, PO numbers shown", async () => {
  const app = await createTestApp({ env: { PUBLIC_URL: "https://portal.example.com" } });
  try {
    const owner = (await getUserByEmail(app.kv, "owner@example.com"))!;
    await updateUser(app.kv, owner.id, (u) => ({ ...u, locale: "fr-CA" }));
    const cookie = await signIn(app, "owner@example.com");
    const id = (await showOrderIdFor(app.kv, FALL_SHOW, 1234, "V300"))!;
    const draft = (await getShowOrder(app.kv, id)).value!;
    const pos = await Promise.all(draft.po_ids.map((p) => getOrder(app.kv, p!)));
    const wizard = await (await app.fetch(`/showcloud/orders/${id}/wizard`, {
      headers: { cookie },
    })).text();
    const crumbs = wizard.split('class="breadcrumb"')[1].split("</nav>")[0];
    assert.ok(crumbs.includes(`>Commande ${pos[0]!.po_number}`), "the order's crumb names its PO");
    assert.ok(!crumbs.includes(`>Commande ${id}`), "not its id");
    const res = await postForm(app, `/showcloud/orders/${id}/wizard`, { accept_terms: "on" }, {
      cookie,
    });
    assert.equal(res.status, 303);
    const [mail] = await readOutbox(app.kv, "owner@example.com");
    assert.ok(mail, "a confirmation was e-mailed");
    assert.match(mail.subject, /^Commande de salon PO-\d{6}.* soumise/);
    for (const po of pos) assert.ok(mail.text.includes(po!.po_number), po!.po_number);
    assert.ok(mail.text.includes(`https://portal.example.com/showcloud/orders/${id}`));
    const page = await (await app.fetch(res.headers.get("location")!, { headers: { cookie } }))
      .text();
    assert.match(page, /envoyée par courriel à owner@example\.com/);
    assert.match(page, new RegExp(`<title>[^<]*${pos[0]!.po_number}`));
    assert.match(page, /<form method="post" class="actions no-print">/, "actions not printed");
  } finally {
    app.close();
  }
});

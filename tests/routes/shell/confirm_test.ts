// Destructive actions are confirmed (issue 32), also without JavaScript: the form of a Delete or
// Remove button (components/forms/ConfirmSubmit.tsx) sent as is gets a confirmation page
// (lib/http/confirm.ts) and nothing is removed; sending that page's form does it. And every
// Delete/Remove/Cancel button of the portal is such a button.
import assert from "node:assert/strict";
import { unconfirmed } from "../../../lib/http/confirm.ts";
import { signIn } from "../../helpers/auth.ts";
import { appTest } from "../with_app.ts";

/** The fields of the first form of `html` containing `marker`, as the browser would send them. */
function formFields(html: string, marker: string): URLSearchParams {
  const form = html.split("<form").find((part) => part.includes(marker))!.split("</form>")[0];
  const fields = new URLSearchParams();
  for (
    const [, name, value] of form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)
  ) {
    fields.append(name, value.replaceAll("&amp;", "&").replaceAll("&quot;", '"'));
  }
  const button = form.match(/<button type="submit" class="danger" name="([^"]+)" value="([^"]+)"/);
  if (button) fields.append(button[1], button[2]);
  return fields;
}

appTest("a Remove sent without JavaScript asks first; confirming it removes", async (app) => {
  const cookie = await signIn(app, "owner@example.com");
  const post = (body: URLSearchParams) =>
    app.fetch("/reporting/stock-sales-watchlist", {
      method: "POST",
      body,
      headers: {
        cookie,
        referer: "http://localhost/reporting/stock-sales-watchlist?store=1234",
      },
    });
  let item = "";
  for await (const entry of app.kv.list({ prefix: ["catalogue", "variant"] }, { limit: 1 })) {
    item = String(entry.key[2]);
  }
  const added = await post(
    new URLSearchParams({ store: "1234", item_number: item, threshold: "4", action: "add" }),
  );
  assert.equal(added.status, 303);
  await added.body?.cancel();
  const list = () =>
    app.fetch("/reporting/stock-sales-watchlist?store=1234", { headers: { cookie } }).then((r) =>
      r.text()
    );
  const before = await list();
  assert.ok(before.includes(`data-confirm="Stop following item ${item}?`));

  const asked = await post(formFields(before, `value="${item}"`));
  assert.equal(asked.status, 200);
  const step = await asked.text();
  assert.match(step, /data-confirm-step/);
  assert.ok(step.includes(`Stop following item ${item}?`));
  assert.match(step, /href="\/reporting\/stock-sales-watchlist\?store=1234"/); // the way back
  assert.ok((await list()).includes(`>${item}<`), "not removed before the confirmation");

  const done = await post(formFields(step, "_confirmed"));
  assert.equal(done.status, 303);
  await done.body?.cancel();
  assert.ok(!(await list()).includes(`>${item}<`));
});

Deno.test("only the destructive button of a form with several is confirmed", async () => {
  const req = (fields: Record<string, string>) => {
    const body = new URLSearchParams(fields).toString();
    return new Request("http://localhost/x", {
      method: "POST",
      body,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "content-length": String(body.length),
      },
    });
  };
  const url = new URL("http://localhost/x");
  const form = { _confirm: "Delete?", _confirm_when: "action=delete", id: "7" };
  assert.equal(await unconfirmed(req({ ...form, action: "save" }), url), null);
  const needed = await unconfirmed(req({ ...form, action: "delete" }), url);
  assert.deepEqual(needed?.fields, [["id", "7"], ["action", "delete"]]);
  assert.equal(await unconfirmed(req({ ...form, action: "delete", _confirmed: "1" }), url), null);
});

/** Buttons whose words destroy something: their translation key says delete, remove or cancel. */
const DESTRUCTIVE = /\{t\("[\w.]*(delete|remove|cancel)\w*"/;
/** Destructive buttons with their own confirmation step on the server (o2's order pages). */
const OWN_STEP = /value="(cancel|cancel_confirmed|keep)"|value=\{`remove_split/;

Deno.test("every Delete, Remove and Cancel button is a confirmed danger button", async () => {
  const offenders: string[] = [];
  for (const dir of ["components", "routes", "islands"]) {
    for await (const file of walk(dir)) {
      const source = await Deno.readTextFile(file);
      for (const [button] of source.matchAll(/<button\b[\s\S]*?<\/button>/g)) {
        if (DESTRUCTIVE.test(button) && !OWN_STEP.test(button) && !/class="danger"/.test(button)) {
          offenders.push(`${file}: ${button.split("\n")[0].trim()}`);
        }
      }
    }
  }
  assert.deepEqual(offenders, []);
});

async function* walk(dir: string): AsyncGenerator<string> {
  for await (const entry of Deno.readDir(dir)) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory) yield* walk(path);
    else if (path.endsWith(".tsx")) yield path;
  }
}

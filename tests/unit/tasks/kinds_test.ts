import assert from "node:assert/strict";
import { registeredKinds } from "../../../lib/tasks/listen.ts";
import { flattenKeys, RESOURCES } from "../../../lib/i18n/mod.ts";
import { LOCALES } from "../../../lib/i18n/locales.ts";

// The listener registers every runner itself (an instance that serves no route still runs any
// task), and every kind of task has its name in both languages on the task pages.
Deno.test("every task kind has a runner in the listener and a name in both languages", () => {
  const kinds = registeredKinds();
  for (
    const kind of [
      "sales-import",
      "sales-repoint",
      "marketing-price-import",
      "marketing-shopify-sync",
      "ho-pos-bundle",
      "locally-preview",
    ]
  ) assert.ok(kinds.includes(kind), `${kind} is registered by lib/tasks/listen.ts`);
  for (const locale of LOCALES) {
    const keys = flattenKeys(RESOURCES[locale]);
    for (const kind of kinds) {
      assert.ok(keys[`tasks.kinds.${kind}`], `${locale}: tasks.kinds.${kind}`);
    }
  }
});

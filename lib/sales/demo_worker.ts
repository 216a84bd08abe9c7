// A worker generating demo stores for lib/sales/demo.ts (generateInWorkers): it gets the items,
// the days and its stores, and sends each store's encoded sets as soon as they are made, then its
// share of the group rollups.
/// <reference lib="deno.worker" />
import type { DemoWorkerJob, DemoWorkerMessage } from "./demo.ts";
import { demoModel, generateStore } from "./demo_store.ts";
import { GroupSums } from "./demo_group.ts";

self.onmessage = (event: MessageEvent<DemoWorkerJob>) => {
  const { items, days, stores } = event.data;
  const model = demoModel(items);
  const group = new GroupSums();
  for (const store of stores) {
    const { sets, values, onHand } = generateStore(model, days, store, group);
    self.postMessage(
      { kind: "store", store, sets, values, onHand } satisfies DemoWorkerMessage,
      [onHand.buffer],
    );
  }
  self.postMessage(
    { kind: "group", group: group.rollups } satisfies DemoWorkerMessage,
  );
};

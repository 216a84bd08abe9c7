// Registers the offer timers (reminder, lapse) with the KV queue listener (lib/tasks/listen.ts).
import { registerMessageHandler } from "../tasks/queue.ts";
import { appContext } from "../app_context.ts";
import { isOfferTimer, runTimer } from "./workflow.ts";

registerMessageHandler(async (kv, message) => {
  if (!isOfferTimer(message)) return false;
  await runTimer(kv, appContext().config, message.fulfillment_timer);
  return true;
});

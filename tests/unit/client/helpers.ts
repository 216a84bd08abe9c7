// Shared set-up of the client runtime's unit tests: the real en-US texts of the `toasts` and
// `client` namespaces, fake timers (Date included) and a clean toast store.
import FakeTimers from "@sinonjs/fake-timers";
import { i18nFor, messagesFor } from "../../../lib/i18n/mod.ts";
import { makeT } from "../../../lib/i18n/client.ts";
import { setClientData } from "../../../lib/client/data.ts";
import { clearToasts, toasts } from "../../../lib/client/toast.ts";

export const messages = messagesFor(i18nFor("en-US"), ["toasts", "client"]);
export const t = makeT(messages);

export type Clock = ReturnType<typeof FakeTimers.install>;

/** Runs `fn` with fake timers and an empty toast store, restoring both afterwards. */
export async function withClock(fn: (clock: Clock) => Promise<void> | void): Promise<void> {
  setClientData({ messages, buildId: "test" });
  clearToasts();
  const clock = FakeTimers.install({
    now: Date.UTC(2026, 10, 21, 12),
    toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
  });
  try {
    await fn(clock);
  } finally {
    clock.uninstall();
    clearToasts();
  }
}

/** The visible toasts as [message, kind, position, duration]. */
export function shown() {
  return toasts.value.map((item) => [item.message, item.kind, item.position, item.duration]);
}

/** A fetch that answers from a handler, recording the requests. */
export function fakeServer(answer: (req: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  return {
    requests,
    fetch: async (input: string, init: RequestInit) => {
      const req = new Request(new URL(input, "http://portal.test"), init);
      requests.push(req.clone());
      return await answer(req);
    },
  };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

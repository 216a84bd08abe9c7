// A browser test's setup: the portal over its own copy of the demo data, served on a free port,
// and a connection to the run's Chromium; `close` ends all three (the browser's within a bound).
// The connection is started first, so the browser's start overlaps the app's.
import type { Browser } from "playwright-core";
import { createTestApp } from "./app.ts";
import { bounded, launchBrowser } from "./browser.ts";
import { serve } from "./server.ts";

export async function browserApp(
  options: Parameters<typeof createTestApp>[0] = {},
  /** A connection started earlier (launchBrowser()). */
  connecting: Promise<Browser> = launchBrowser(),
) {
  const disconnect = () =>
    connecting.then((browser) => bounded(browser.close(), "browser.close"), () => {});
  const app = await createTestApp(options).catch(async (error) => {
    await disconnect().catch(() => {});
    throw error;
  });
  const server = serve(app.handler);
  const browser = await connecting.catch(async (error) => {
    await server.close();
    app.close();
    throw error;
  });
  return {
    app,
    server,
    browser,
    close: async () => {
      await disconnect().catch(() => {});
      await server.close();
      app.close();
    },
  };
}

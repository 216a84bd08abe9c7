// A browser test's setup: the portal over its own copy of the demo data, served on a free port,
// and a connection to the run's Chromium; `close` ends all three (the browser's within a bound).
import { createTestApp } from "./app.ts";
import type { Browser } from "playwright-core";
import { bounded, launchBrowser } from "./browser.ts";
import { serve } from "./server.ts";

export async function browserApp(
  options: Parameters<typeof createTestApp>[0] = {},
  /** A connection started earlier (launchBrowser()), to overlap the browser's start. */
  connecting: Promise<Browser> = launchBrowser(),
) {
  const app = await createTestApp(options);
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
      await bounded(browser.close(), "browser.close").catch(() => {});
      await server.close();
      app.close();
    },
  };
}

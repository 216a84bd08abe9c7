// A route test with its own portal over a copy of the demo data: `appTest(name, async (app) => …)`
// opens the app, hands it to the test and closes it however the test ends.
import { createTestApp, type TestApp } from "../helpers/app.ts";

export function appTest(
  name: string,
  fn: (app: TestApp) => Promise<void>,
  options?: Parameters<typeof createTestApp>[0],
): void {
  Deno.test(name, async () => {
    const app = await createTestApp(options);
    try {
      await fn(app);
    } finally {
      app.close();
    }
  });
}

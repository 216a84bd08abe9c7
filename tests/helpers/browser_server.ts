// The test run's one Chromium: a Playwright browser server whose endpoint is written to the file
// given, running until the test process (the pid given) is gone. Started by tests/helpers/browser.ts.
import { chromium } from "playwright-core";
import { LAUNCH_OPTIONS } from "./browser.ts";
import { processAlive } from "./run_once.ts";

const [file, pid] = Deno.args;
const server = await chromium.launchServer(LAUNCH_OPTIONS);
await Deno.writeTextFile(`${file}.part`, server.wsEndpoint());
await Deno.rename(`${file}.part`, file);
while (await processAlive(Number(pid))) await new Promise((resolve) => setTimeout(resolve, 1000));
await server.close();
Deno.exit(0);

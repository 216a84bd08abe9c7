// Headless Debian Chromium (tests/helpers/chromium_path.ts) driven by playwright-core, started
// with the flags this machine's closed network needs (no background networking, no first-run
// work). One Chromium serves the whole test run (tests/helpers/browser_server.ts, started by the
// first browser test); each test connects to it, and its `browser.close()` closes only its own
// contexts and connection.
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Download,
  type LaunchOptions,
} from "playwright-core";
import { fileURLToPath } from "node:url";
import type { TestApp } from "./app.ts";
import { signIn } from "./auth.ts";
import { canWatchProcesses, runOnce } from "./run_once.ts";
import { chromiumPath } from "./chromium_path.ts";

export const CHROMIUM_PATH = chromiumPath();

export const LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
  ],
};

const STARTUP_MS = 60_000;

/** Starts the run's browser server, detached (it ends with this process); its endpoint. */
async function startServer(dir: string): Promise<string> {
  const file = `${dir}/browser-endpoint`;
  const script = fileURLToPath(new URL("./browser_server.ts", import.meta.url));
  const config = fileURLToPath(new URL("../../deno.json", import.meta.url));
  // A shell starts it in the background and exits, so no test holds the child process.
  const { success } = await new Deno.Command("sh", {
    args: [
      "-c",
      '"$0" run -A --no-check --config "$1" "$2" "$3" "$4" </dev/null >"$3.log" 2>&1 &',
      Deno.execPath(),
      config,
      script,
      file,
      String(Deno.pid),
    ],
    stdout: "null",
    stderr: "null",
  }).output();
  if (!success) throw new Error("could not start the browser server");
  for (const started = Date.now(); Date.now() - started < STARTUP_MS;) {
    try {
      return await Deno.readTextFile(file);
    } catch (error) {
      if (!(error instanceof Deno.errors.NotFound)) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the browser server did not start (see ${file}.log)`);
}

let endpoint: Promise<string> | undefined;

export async function launchBrowser(): Promise<Browser> {
  // Without /proc the server could not tell when the run ends: a browser per test then.
  if (!(await canWatchProcesses())) return await chromium.launch(LAUNCH_OPTIONS);
  endpoint ??= runOnce("browser", startServer);
  return await chromium.connect(await endpoint);
}

/** A download's bytes (the browser may run in another process: no local path to read). */
export async function downloadBytes(download: Download): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk);
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  chunks.reduce((at, chunk) => (bytes.set(chunk, at), at + chunk.length), 0);
  return bytes;
}

/**
 * The promise's value, or a rejection naming `what` after `ms`. For the Playwright calls that take
 * no timeout of their own (evaluate, newContext, close): a stuck page fails its test, never hangs
 * the run.
 */
export function bounded<T>(promise: Promise<T>, what: string, ms = 30_000): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A Cookie header value (`a=1; b=2`) as Playwright cookies for `origin`. */
export function cookiesFor(header: string, origin: string) {
  return header.split("; ").filter(Boolean).map((pair) => ({
    name: pair.slice(0, pair.indexOf("=")),
    value: pair.slice(pair.indexOf("=") + 1),
    url: origin,
  }));
}

/**
 * A new context signed in as `email` with the session cookie of an API sign-in (`cookie`, when the
 * test signed in already), or a visitor's when `email` is null. Signing in through the login
 * panel instead leaves its own reload racing the test's first navigation (the phone-width walk then
 * opened pages signed out, or had its navigation aborted).
 */
export async function personaContext(
  browser: Browser,
  app: TestApp,
  origin: string,
  email: string | null,
  options: BrowserContextOptions & { cookie?: string; lang?: string } = {},
): Promise<BrowserContext> {
  const { cookie, lang, ...contextOptions } = options;
  const context = await bounded(browser.newContext(contextOptions), "newContext");
  const header = cookie ?? (email ? await signIn(app, email) : "");
  const jar = cookiesFor(header, origin);
  if (lang) jar.push({ name: "locale", value: lang, url: origin });
  if (jar.length) await bounded(context.addCookies(jar), "addCookies");
  return context;
}

/** personaContext with its first page. */
export async function personaPage(
  browser: Browser,
  app: TestApp,
  origin: string,
  email: string | null,
  options: Parameters<typeof personaContext>[4] = {},
) {
  const context = await personaContext(browser, app, origin, email, options);
  return { context, page: await context.newPage() };
}

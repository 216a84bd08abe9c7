// Small helpers shared by the account route tests.
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";
import { readOutbox } from "../../../lib/mail/mod.ts";

export function postJson(
  app: TestApp,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return app.fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export function postForm(
  app: TestApp,
  path: string,
  fields: Record<string, string | string[]>,
  headers: Record<string, string> = {},
): Promise<Response> {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  }
  return app.fetch(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: form,
    redirect: "manual",
  });
}

/** The last link of the given kind mailed to `to` (read from the encrypted outbox). */
export async function mailedLink(
  app: TestApp,
  to: string,
  kind: "verify-email" | "change-password",
): Promise<string> {
  const mails = await readOutbox(app.kv, to);
  for (const mail of mails.reverse()) {
    const match = new RegExp(`https?://[^\\s]+/account/${kind}/([A-Za-z0-9_-]+)`).exec(mail.text);
    if (match) return new URL(match[0]).pathname;
  }
  throw new Error(`No ${kind} link mailed to ${to}`);
}

/** Every KV entry (keys and values) as one JSON text, to search for secrets. */
export async function dumpKv(kv: Deno.Kv, skipPrefixes: string[] = []): Promise<string> {
  const parts: string[] = [];
  for await (const entry of kv.list({ prefix: [] })) {
    if (skipPrefixes.includes(entry.key[0] as string)) continue;
    parts.push(JSON.stringify(entry.key, bigints), JSON.stringify(entry.value, bigints));
  }
  return parts.join("\n");
}

function bigints(_key: string, value: unknown) {
  if (typeof value === "bigint") return value.toString();
  if (value instanceof Uint8Array) return new TextDecoder().decode(value);
  return value;
}

/**
 * A route test on a fresh app, signed in as `email`; the app is closed after, pass or fail. The
 * sanitizers are off: the app's background work (task listener, timers) outlives one request.
 */
export function signedInTest(
  name: string,
  email: string,
  fn: (app: TestApp, cookie: string) => Promise<void>,
): void {
  Deno.test({
    name,
    sanitizeResources: false,
    sanitizeOps: false,
    async fn() {
      const app = await createTestApp();
      try {
        await fn(app, await signIn(app, email));
      } finally {
        app.close();
      }
    },
  });
}

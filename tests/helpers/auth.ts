// Signing in from tests: posts the demo credentials to /api/account/login and hands back the
// Cookie header value to send with later requests (`app.fetch(path, { headers: { cookie } })`).
import type { TestApp } from "./app.ts";

/** The password of every demo account (lib/auth/demo.ts). */
export const DEMO_PASSWORD = "portal-demo-2026";

/** Signs in and returns the Cookie header value; throws when the login does not succeed. */
export async function signIn(
  app: TestApp,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const res = await app.fetch("/api/account/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, remember: false }),
  });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`signIn(${email}) failed: ${res.status} ${body}`);
  const cookie = cookieFrom(res);
  if (!cookie) throw new Error(`signIn(${email}): the response set no session cookie`);
  return cookie;
}

/** The `name=value` pairs of a response's Set-Cookie headers, joined for a Cookie header. */
export function cookieFrom(res: Response): string {
  return res.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
}

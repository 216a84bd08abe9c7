// The admin tests' fixture: a test app on the demo data with the site admin signed in, closed
// after the test whatever happens, and a reader of a page's HTML as the admin.
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";

export interface AdminSession {
  app: TestApp;
  /** The site admin's session cookie. */
  cookie: string;
  /** A page's HTML as the admin sees it. */
  read: (path: string) => Promise<string>;
}

export async function asAdmin(
  test: (session: AdminSession) => Promise<void>,
  options?: Parameters<typeof createTestApp>[0],
): Promise<void> {
  const app = await createTestApp(options);
  try {
    const cookie = await signIn(app, "admin@example.com");
    const read = async (path: string) =>
      await (await app.fetch(path, { headers: { cookie } })).text();
    await test({ app, cookie, read });
  } finally {
    app.close();
  }
}

import { createTestApp } from "./tests/helpers/app.ts";
import { signIn } from "./tests/helpers/auth.ts";
const app = await createTestApp();
const buyer = await signIn(app, "buyer@example.com");
for (const p of Deno.args) {
  const html = await (await app.fetch(p, { headers: { cookie: buyer } })).text();
  console.log(p, [...new Set(html.match(/head_office\.[a-z_.A-Z0-9]+/g) ?? [])]);
}
app.close();

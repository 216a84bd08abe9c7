import { benchPortal, render, signIn } from "./portal.ts";
const app = await benchPortal();
const cookie = await signIn(app, "owner@example.com");
for (const path of Deno.args) {
  for (let i = 0; i < 20; i++) await render(app, path, cookie);
  const t = performance.now();
  for (let i = 0; i < 300; i++) await render(app, path, cookie);
  console.log(path, ((performance.now() - t) / 300).toFixed(2), "ms");
}
Deno.exit(0);

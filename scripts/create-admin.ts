// `deno task create-admin EMAIL [--name "Full Name"]`: creates (or promotes) a site administrator
// in the configured KV store and prints the one-time link where they choose their password.
import { parseArgs } from "node:util";
import { kvLocation, loadConfig } from "../lib/config.ts";
import { openKv } from "../lib/db/kv.ts";
import { createSiteAdmin } from "../lib/ops/admin.ts";

const { values, positionals } = parseArgs({
  args: Deno.args,
  options: { name: { type: "string" } },
  allowPositionals: true,
});
if (positionals.length !== 1) {
  console.error('Usage: deno task create-admin EMAIL [--name "Full Name"]');
  Deno.exit(2);
}
const config = loadConfig();
const kv = await openKv(kvLocation(config));
try {
  const admin = await createSiteAdmin(kv, config, { email: positionals[0], name: values.name });
  console.log(
    `${admin.created ? "Created" : "Made"} site administrator ${admin.email}` +
      `${admin.created ? "" : " (existing account)"}.\n` +
      `Open this link within 7 days to choose the password (it works once):\n${admin.link}`,
  );
} catch (error) {
  console.error(`create-admin failed: ${(error as Error).message}`);
  Deno.exitCode = 1;
} finally {
  kv.close();
}

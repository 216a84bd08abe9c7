// `deno task backup FILE` / `deno task restore FILE`: the whole KV store of the configuration
// (DENO_KV_PATH / DENO_KV_URL, as the server) to or from a gzip file (lib/ops/backup.ts).
import { kvLocation, loadConfig } from "../lib/config.ts";
import { openKv } from "../lib/db/kv.ts";
import { backup, restore } from "../lib/ops/backup.ts";

const [command, file] = Deno.args;
if ((command !== "backup" && command !== "restore") || !file) {
  console.error("Usage: deno task backup FILE | deno task restore FILE");
  Deno.exit(2);
}
const location = kvLocation(loadConfig());
const kv = await openKv(location);
const started = performance.now();
try {
  if (command === "backup") {
    // Written beside the target first, so a failed backup never replaces a good one.
    const partial = `${file}.partial`;
    const out = await Deno.open(partial, { write: true, create: true, truncate: true });
    const digest = await backup(kv, out.writable);
    await Deno.rename(partial, file);
    const { size } = await Deno.stat(file);
    console.log(
      `Backed up ${digest.count} entries of ${location} to ${file}: ${size} bytes in ` +
        `${Math.round(performance.now() - started)} ms (sha256 ${digest.sha256})`,
    );
  } else {
    const input = await Deno.open(file, { read: true });
    const digest = await restore(kv, input.readable);
    console.log(
      `Restored ${digest.count} entries from ${file} into ${location} in ` +
        `${Math.round(performance.now() - started)} ms (sha256 ${digest.sha256}, verified)`,
    );
  }
} catch (error) {
  console.error(`${command} failed: ${(error as Error).message}`);
  Deno.exitCode = 1;
} finally {
  kv.close();
}

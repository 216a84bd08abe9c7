// `deno task backup FILE` / `deno task restore FILE`: the whole KV store of the configuration
// (DENO_KV_PATH / DENO_KV_URL, as the server) to or from a gzip file (lib/ops/backup.ts). FILE `-`
// is standard output / input (e.g. `docker compose exec -T portal deno task backup - > b.gz`); the
// summary then goes to standard error. A restore is all or nothing: a truncated or altered file
// leaves the store empty.
import { dirname } from "node:path";
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
const report = file === "-" ? console.error : console.log;
try {
  if (command === "backup" && file === "-") {
    const digest = await backup(kv, Deno.stdout.writable);
    report(
      `Backed up ${digest.count} entries of ${location} in ${elapsed()} ms (sha256 ${digest.sha256})`,
    );
  } else if (command === "backup") {
    // Written beside the target first, so a failed backup never replaces a good one.
    await Deno.mkdir(dirname(file), { recursive: true });
    const partial = `${file}.partial`;
    const out = await Deno.open(partial, { write: true, create: true, truncate: true });
    const digest = await backup(kv, out.writable);
    await Deno.rename(partial, file);
    const { size } = await Deno.stat(file);
    report(
      `Backed up ${digest.count} entries of ${location} to ${file}: ${size} bytes in ` +
        `${elapsed()} ms (sha256 ${digest.sha256})`,
    );
  } else {
    // The file is read twice (verified whole, then written), so standard input is kept first.
    const source = file === "-" ? await Deno.makeTempFile({ suffix: ".kv.gz" }) : file;
    if (file === "-") await Deno.writeFile(source, Deno.stdin.readable);
    const digest = await restore(kv, async () => (await Deno.open(source)).readable)
      .finally(() => file === "-" ? Deno.remove(source) : undefined);
    report(
      `Restored ${digest.count} entries from ${file} into ${location} in ` +
        `${elapsed()} ms (sha256 ${digest.sha256}, verified)`,
    );
  }
} catch (error) {
  console.error(`${command} failed: ${(error as Error).message}`);
  Deno.exitCode = 1;
} finally {
  kv.close();
}

function elapsed() {
  return Math.round(performance.now() - started);
}

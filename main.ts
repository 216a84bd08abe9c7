// Entry point: read the configuration, open KV, seed demo data into an empty store, serve.
import { kvLocation, loadConfig } from "./lib/config.ts";
import { openKv } from "./lib/db/kv.ts";
import { createPortalHandler } from "./lib/app.ts";
import type { ServeInfo } from "$fresh/server.ts";
import { seedIfEmpty } from "./lib/db/seed.ts";
import { migrateDayRollups } from "./lib/sales/store.ts";
import { startTaskListener } from "./lib/tasks/listen.ts";
import { cleanOrphanUploads } from "./lib/files/store.ts";

const config = loadConfig();
const kv = await openKv(kvLocation(config));
await seedIfEmpty(kv, config);
const moved = await migrateDayRollups(kv); // sales day rollups of older files → month packs
if (moved) console.log(`sales: ${moved} day rollups moved into month packs`);
const orphans = await cleanOrphanUploads(kv, { config }); // uploads cut off by a stop
if (orphans) console.log(`files: ${orphans} interrupted uploads cleaned`);
const handler = await createPortalHandler({ kv, config });
startTaskListener(kv);
Deno.serve({
  port: config.PORT,
  onListen: ({ hostname, port }) =>
    console.log(`Member portal listening on http://${hostname}:${port}/`),
  // `info` as it is: Deno computes remoteAddr only when a request reads it (ctx.remoteAddr).
}, (req, info) => handler(req, info as ServeInfo));

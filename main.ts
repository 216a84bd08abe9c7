// Entry point: read the configuration, open KV, seed demo data into an empty store, serve until
// SIGTERM (lib/ops/serve.ts drains requests and tasks first).
import { kvLocation, loadConfig } from "./lib/config.ts";
import { openKv } from "./lib/db/kv.ts";
import { createPortalHandler } from "./lib/app.ts";
import { seedIfEmpty } from "./lib/db/seed.ts";
import { migrateDayRollups } from "./lib/sales/store.ts";
import { startTaskListener } from "./lib/tasks/listen.ts";
import { scheduleLocally } from "./lib/admin/locally.ts";
import { cleanOrphanUploads } from "./lib/files/store.ts";
import { configureLogging } from "./lib/ops/log.ts";
import { servePortal } from "./lib/ops/serve.ts";
import { islandBundles } from "$fresh/server.ts";
import manifest from "./fresh.gen.ts";
import freshConfig from "./fresh.config.ts";

const config = loadConfig();
configureLogging(config);
const kv = await openKv(kvLocation(config));
// The island bundles build (the bundler is a child process) while the demo data seeds; the
// handler below waits for that same build.
islandBundles(manifest, { ...freshConfig, prebuilt: config.ISLAND_BUILD === "prebuilt" })
  .catch(() => {}); // a failed build fails createPortalHandler, which builds again
await seedIfEmpty(kv, config);
const moved = await migrateDayRollups(kv); // sales day rollups of older files → month packs
if (moved) console.log(`sales: ${moved} day rollups moved into month packs`);
const orphans = await cleanOrphanUploads(kv, { config }); // uploads cut off by a stop
if (orphans) console.log(`files: ${orphans} interrupted uploads cleaned`);
const handler = await createPortalHandler({ kv, config });
startTaskListener(kv);
await scheduleLocally(kv); // the daily Locally feed, unless a run is already waiting
servePortal(kv, handler, { port: config.PORT, hostname: config.LISTEN_HOST });

// `deno task manifest` regenerates fresh.gen.ts; `deno task build` also writes the island bundles;
// `deno task dev` regenerates the manifest and serves, restarted by --watch on every change.
import { dev } from "$fresh/dev.ts";
import freshConfig from "./fresh.config.ts";

const command = Deno.args[0] ?? "dev";
await dev(import.meta.url, command, freshConfig);
if (command === "dev") await import("./main.ts");

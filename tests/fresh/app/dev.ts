import { dev } from "$fresh/dev.ts";

await dev(import.meta.url, Deno.args[0] ?? "manifest");

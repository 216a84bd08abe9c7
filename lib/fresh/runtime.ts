// Components usable from both server and islands (`$fresh/runtime.ts` in Fresh).
export { Head } from "./head.ts";
export { asset } from "./static.ts";
export const IS_BROWSER = typeof document !== "undefined";

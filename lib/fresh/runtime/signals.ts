// Loaded by main.ts only when island props hold signals. It also re-exports Preact's JSX runtime:
// then every bundle entry that reaches Preact also reaches the JSX runtime, and the bundler keeps
// both in one shared chunk instead of giving the JSX runtime a small chunk (one more request) of
// its own.
export { signal } from "@preact/signals";
export { jsx } from "preact/jsx-runtime";

import assert from "node:assert/strict";
import { renderToString } from "preact-render-to-string";
import {
  DEFAULT_TOAST_MS,
  dismissToast,
  ERROR_TOAST_MS,
  LONG_TOAST_MS,
  SHORT_TOAST_MS,
  toast,
  toasts,
} from "../../../lib/client/toast.ts";
import Toasts from "../../../islands/Toasts.tsx";
import { shown, withClock } from "./helpers.ts";

Deno.test("the default toast is an info toast at the top that hides after DEFAULT_TOAST_MS", () =>
  withClock((clock) => {
    assert.equal(DEFAULT_TOAST_MS, 5000);
    toast("Saved");
    assert.deepEqual(shown(), [["Saved", "info", "top", DEFAULT_TOAST_MS]]);
    clock.tick(DEFAULT_TOAST_MS - 1);
    assert.equal(toasts.value.length, 1);
    clock.tick(1);
    assert.equal(toasts.value.length, 0);
  }));

Deno.test("error toasts last 5 s; long ones 10 s; short ones 3 s; each on its own timer", () =>
  withClock((clock) => {
    toast("short", { kind: "success", duration: SHORT_TOAST_MS });
    toast("error", { kind: "error" });
    toast("long", { kind: "error", duration: LONG_TOAST_MS });
    toast("warn", { kind: "warning", position: "bottom" });
    assert.deepEqual(shown(), [
      ["short", "success", "top", 3000],
      ["error", "error", "top", 5000],
      ["long", "error", "top", 10000],
      ["warn", "warning", "bottom", DEFAULT_TOAST_MS],
    ]);
    clock.tick(2999);
    assert.equal(toasts.value.length, 4);
    clock.tick(1);
    assert.deepEqual(shown().map(([m]) => m), ["error", "long", "warn"]);
    clock.tick(ERROR_TOAST_MS - 3000 - 1);
    assert.equal(toasts.value.length, 3);
    clock.tick(1);
    assert.deepEqual(shown().map(([m]) => m), ["long"]);
    clock.tick(LONG_TOAST_MS - ERROR_TOAST_MS - 1);
    assert.deepEqual(shown().map(([m]) => m), ["long"]);
    clock.tick(1);
    assert.deepEqual(shown(), []);
  }));

Deno.test("a persistent toast (duration 0) stays until dismissed; dismissing stops a timer", () =>
  withClock((clock) => {
    const id = toast("New version", { duration: 0, action: { label: "Reload", run: () => {} } });
    const other = toast("Other");
    clock.tick(60 * 60 * 1000);
    assert.deepEqual(shown(), [["New version", "info", "top", 0]]);
    dismissToast(id);
    assert.deepEqual(shown(), []);
    dismissToast(other); // already gone: harmless
  }));

Deno.test("an identical toast on screen is not stacked twice", () =>
  withClock((clock) => {
    const a = toast("Same", { kind: "error" });
    clock.tick(1000);
    assert.equal(toast("Same", { kind: "error" }), a);
    assert.equal(toasts.value.length, 1);
    toast("Same", { kind: "error", position: "bottom" });
    assert.equal(toasts.value.length, 2);
  }));

Deno.test("Toasts renders each stack with roles, labels, the action and a close button", () =>
  withClock(() => {
    let reloaded = 0;
    toast("Saved", { kind: "success" });
    toast("Heads up", { kind: "info" });
    toast("Failed", { kind: "error" });
    toast("Careful", { kind: "warning", position: "bottom" });
    toast("New version", { duration: 0, action: { label: "Reload", run: () => reloaded++ } });
    const html = renderToString(<Toasts regionLabel="Notifications" dismissLabel="Dismiss" />);
    assert.match(html, /<section class="toasts" aria-label="Notifications">/);
    const top = html.slice(html.indexOf("toast-stack-top"), html.indexOf("toast-stack-bottom"));
    const bottom = html.slice(html.indexOf("toast-stack-bottom"));
    assert.match(top, /role="status"[^>]*><p class="toast-text">Saved/);
    assert.match(top, /role="status"[^>]*><p class="toast-text">Heads up/);
    assert.match(top, /role="alert"[^>]*><p class="toast-text">Failed/);
    assert.match(bottom, /role="alert"[^>]*><p class="toast-text">Careful/);
    assert.doesNotMatch(bottom, /Saved|Failed/);
    assert.match(top, /<button type="button" class="toast-action">Reload<\/button>/);
    assert.equal(html.match(/aria-label="Dismiss"/g)?.length, 5);
    toasts.value.at(-1)!.action!.run();
    assert.equal(reloaded, 1);
  }));

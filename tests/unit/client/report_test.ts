import assert from "node:assert/strict";
import {
  describeError,
  type ErrorReport,
  installErrorReporting,
  MAX_ERROR_CHARS,
} from "../../../lib/client/report.ts";

function page(view = "/dashboards/member-dashboard") {
  const target = new EventTarget();
  const sent: ErrorReport[] = [];
  let notified = 0;
  const reporting = installErrorReporting({
    target,
    send: (report) => sent.push(report),
    view: () => view,
    notify: () => notified++,
  });
  return { target, sent, reporting, notified: () => notified };
}

function rejection(reason: unknown): Event {
  const event = new Event("unhandledrejection");
  Object.defineProperty(event, "reason", { value: reason });
  return event;
}

Deno.test("unhandled errors notify every time but are sent once per page", () => {
  const p = page();
  p.target.dispatchEvent(
    new ErrorEvent("error", { error: new TypeError("x is undefined"), message: "x" }),
  );
  p.target.dispatchEvent(rejection(new Error("second")));
  p.target.dispatchEvent(new ErrorEvent("error", { error: new Error("third") }));
  assert.equal(p.notified(), 3);
  assert.equal(p.sent.length, 1);
  assert.match(p.sent[0].error, /TypeError: x is undefined/);
  assert.equal(p.sent[0].view, "/dashboards/member-dashboard");
  assert.equal(p.reporting.sent, true);
  // A new page (new install) reports again.
  const next = page("/open-to-buy");
  next.target.dispatchEvent(rejection("plain reason"));
  assert.deepEqual(next.sent, [{ error: "plain reason", view: "/open-to-buy" }]);
});

Deno.test("browser noise is ignored; errors without an object still describe where", () => {
  const p = page();
  p.target.dispatchEvent(new ErrorEvent("error", { message: "ResizeObserver loop completed" }));
  p.target.dispatchEvent(new ErrorEvent("error", { message: "Script error." }));
  assert.equal(p.notified(), 0);
  assert.equal(p.sent.length, 0);
  p.target.dispatchEvent(
    new ErrorEvent("error", { message: "Uncaught boom", filename: "/a.js", lineno: 3, colno: 7 }),
  );
  assert.deepEqual(p.sent, [{
    error: "Uncaught boom at /a.js:3:7",
    view: "/dashboards/member-dashboard",
  }]);
});

Deno.test("describeError caps the text and handles any thrown value", () => {
  assert.equal(describeError("x".repeat(MAX_ERROR_CHARS + 10)).length, MAX_ERROR_CHARS);
  assert.equal(describeError({ code: 7 }), '{"code":7}');
  assert.equal(describeError(undefined, "fallback"), "fallback");
  assert.equal(describeError(null), "Unknown error");
  const error = new RangeError("too far");
  assert.ok(describeError(error).startsWith("RangeError: too far"));
});

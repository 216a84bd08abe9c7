import assert from "node:assert/strict";
import {
  BUILD_POLL_MS,
  fetchLatestBuildId,
  LATEST_BUILD_PATH,
  startBuildPoll,
} from "../../../lib/client/build_poll.ts";
import { type Clock, fakeServer, jsonResponse, withClock } from "./helpers.ts";

class FakeDocument extends EventTarget {
  hidden = false;
  setHidden(hidden: boolean) {
    this.hidden = hidden;
    this.dispatchEvent(new Event("visibilitychange"));
  }
}

/** Lets the awaited fetch of a poll settle. */
async function settle(clock: Clock) {
  await clock.tickAsync(0);
}

function setup(ids: string[]) {
  const visibility = new FakeDocument();
  const asked: number[] = [];
  const found: string[] = [];
  const poll = startBuildPoll({
    currentId: "build-1",
    fetchLatest: () => {
      asked.push(Date.now());
      return Promise.resolve(ids.shift() ?? "build-1");
    },
    onNewBuild: (id) => found.push(id),
    visibility,
  });
  return { visibility, asked, found, poll };
}

Deno.test("the build is checked every BUILD_POLL_MS while the id stays the same", () =>
  withClock(async (clock) => {
    const { asked, found, poll } = setup([]);
    await clock.tickAsync(BUILD_POLL_MS - 1);
    assert.equal(asked.length, 0);
    await clock.tickAsync(1);
    assert.equal(asked.length, 1);
    await clock.tickAsync(BUILD_POLL_MS * 3);
    assert.equal(asked.length, 4);
    assert.deepEqual(found, []);
    poll.stop();
    await clock.tickAsync(BUILD_POLL_MS * 3);
    assert.equal(asked.length, 4);
  }));

Deno.test("a new id is announced once and polling stops", () =>
  withClock(async (clock) => {
    const { asked, found } = setup(["build-1", "build-2"]);
    await clock.tickAsync(BUILD_POLL_MS * 2);
    await settle(clock);
    assert.deepEqual(found, ["build-2"]);
    await clock.tickAsync(BUILD_POLL_MS * 5);
    assert.equal(asked.length, 2);
    assert.deepEqual(found, ["build-2"]);
  }));

Deno.test("polling pauses while the tab is hidden and resumes when it is shown", () =>
  withClock(async (clock) => {
    const { visibility, asked } = setup([]);
    await clock.tickAsync(BUILD_POLL_MS / 2);
    visibility.setHidden(true);
    await clock.tickAsync(BUILD_POLL_MS * 10);
    assert.equal(asked.length, 0, "no poll while hidden");
    visibility.setHidden(false);
    await settle(clock);
    assert.equal(asked.length, 1, "the interval has passed: checks at once");
    visibility.setHidden(true);
    await clock.tickAsync(BUILD_POLL_MS / 4);
    visibility.setHidden(false);
    await clock.tickAsync(BUILD_POLL_MS * 3 / 4 - 1);
    assert.equal(asked.length, 1, "shown again early: waits for the rest of the interval");
    await clock.tickAsync(1);
    assert.equal(asked.length, 2);
  }));

Deno.test("fetchLatestBuildId asks with a timestamp, no cache, and reads null on failure", () =>
  withClock(async () => {
    const ok = fakeServer(() => jsonResponse({ id: "abc" }));
    assert.equal(await fetchLatestBuildId(ok.fetch, 42), "abc");
    const url = new URL(ok.requests[0].url);
    assert.equal(url.pathname, LATEST_BUILD_PATH);
    assert.equal(url.searchParams.get("timestamp"), "42");
    assert.equal(ok.requests[0].cache, "no-store");
    assert.equal(await fetchLatestBuildId(fakeServer(() => jsonResponse({}, 500)).fetch), null);
    assert.equal(await fetchLatestBuildId(fakeServer(() => jsonResponse({ id: 1 })).fetch), null);
    assert.equal(
      await fetchLatestBuildId(() => Promise.reject(new TypeError("offline"))),
      null,
    );
  }));

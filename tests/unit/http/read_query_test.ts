// readQuery (lib/http/errors.ts): a page's bad query value is set aside and reported, the other
// values kept; unclean text and problems no parameter explains are still a 400.
import assert from "node:assert/strict";
import { z } from "zod";
import { HttpError, readQuery } from "../../../lib/http/errors.ts";

const schema = z.object({
  view: z.enum(["week", "month"]).default("week"),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  q: z.string().max(20).optional(),
});
const url = (q: string) => new URL(`http://portal.test/x?${q}`);

Deno.test("readQuery keeps good values, sets bad ones aside with their issue", () => {
  const good = readQuery(url("view=month&limit=10&q=ski"), schema);
  assert.deepEqual(good, { data: { view: "month", limit: 10, q: "ski" }, problems: [] });
  const bad = readQuery(url("view=year&limit=500&q=ski"), schema);
  assert.deepEqual(bad.data, { view: "week", limit: 25, q: "ski" });
  assert.deepEqual(bad.problems.map((p) => [p.name, p.value, p.issue.code]), [
    ["view", "year", "invalid_value"],
    ["limit", "500", "too_big"],
  ]);
});

Deno.test("readQuery refuses unclean text and a problem of no parameter with 400", () => {
  assert.throws(
    () => readQuery(url("q=a%00b"), schema),
    (e) => e instanceof HttpError && e.status === 400,
  );
  const needs = z.object({ id: z.string() });
  assert.throws(() => readQuery(url(""), needs), (e) => e instanceof HttpError && e.status === 400);
});

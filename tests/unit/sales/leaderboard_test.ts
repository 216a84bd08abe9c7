// Mystery minis (issue 32): the leaderboard ranks stores by the figure it shows — units sold — not
// by sales dollars the screen never shows.
import assert from "node:assert/strict";
import { rank } from "../../../lib/sales/programs.ts";

Deno.test("the leaderboard ranks by units sold, ties sharing a rank", () => {
  // Store 1234 sold fewer, dearer units: more dollars, fewer units.
  const standings = rank({
    "1234": [3, 90_000, 0, 0, 0],
    "1310": [12, 24_000, 0, 0, 0],
    "2051": [12, 30_000, 0, 0, 0],
    "1021": [5, 10_000, 0, 0, 0],
  });
  assert.deepEqual(standings.map((s) => [s.rank, s.store, s.units]), [
    [1, 1310, 12],
    [1, 2051, 12],
    [3, 1021, 5],
    [4, 1234, 3],
  ]);
});

import { deepEqual as assertEquals } from "node:assert/strict";
import { z } from "zod";
import { apiOperation } from "../../../lib/http/api_doc.ts";

Deno.test("apiOperation: standard answers by status, an own answer for the same status wins", () => {
  const body = z.object({ email: z.string() });
  assertEquals(
    apiOperation("api_docs.ops.login", { body }, { 401: "api_docs.res.login_failed" }, 400, 401),
    {
      summary: "api_docs.ops.login",
      body,
      responses: { 400: "api_docs.res.bad_request", 401: "api_docs.res.login_failed" },
    },
  );
  assertEquals(
    Object.keys(apiOperation("s", {}, { 202: "a", 409: "b" }, 413, 401).responses),
    ["202", "401", "409", "413"],
  );
});

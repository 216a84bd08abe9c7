import assert from "node:assert/strict";
import { appTest } from "./with_app.ts";

appTest("GET / answers 200 with the home page in HTML", async (app) => {
  const res = await app.fetch("/");
  assert.equal(res.status, 200);
  assert.match(res.headers.get("content-type")!, /^text\/html/);
  const html = await res.text();
  assert.match(html, /^<!DOCTYPE html><html lang="en-US">/);
  assert.match(html, /Welcome to the member portal/);
}, { seed: false });

appTest("an unknown path renders the translated 404 error page", async (app) => {
  const res = await app.fetch("/no/such/page");
  assert.equal(res.status, 404);
  const html = await res.text();
  assert.match(html, /Error 404/);
  assert.match(html, /Page not found/);
  assert.match(html, /<a href="\/">Home<\/a>/);
}, { seed: false });

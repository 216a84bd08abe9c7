import assert from "node:assert/strict";
import { createTestApp } from "../helpers/app.ts";

Deno.test("GET / answers 200 with the home page in HTML", async () => {
  const app = await createTestApp({ seed: false });
  try {
    const res = await app.fetch("/");
    assert.equal(res.status, 200);
    assert.match(res.headers.get("content-type")!, /^text\/html/);
    const html = await res.text();
    assert.match(html, /^<!DOCTYPE html><html lang="en-US">/);
    assert.match(html, /Welcome to the member portal/);
  } finally {
    app.close();
  }
});

Deno.test("an unknown path renders the translated 404 error page", async () => {
  const app = await createTestApp({ seed: false });
  try {
    const res = await app.fetch("/no/such/page");
    assert.equal(res.status, 404);
    const html = await res.text();
    assert.match(html, /Error 404/);
    assert.match(html, /Page not found/);
    assert.match(html, /<a href="\/">Home<\/a>/);
  } finally {
    app.close();
  }
});

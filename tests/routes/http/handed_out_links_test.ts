// Links the portal hands out for use outside the browser (the blog's Atom feed, the launch
// calendar) carry the configured public origin (lib/mail linkOrigin), as mailed links do, never
// the Host a request came with.
import assert from "node:assert/strict";
import { signIn } from "../../helpers/auth.ts";
import { appTest } from "../with_app.ts";

const PUBLIC = "https://portal.example.com";

appTest(
  "feed and calendar addresses use the configured origin, not the request's Host",
  async (app) => {
    const forged = (path: string, cookie?: string) =>
      app.fetch(`http://evil.example${path}`, {
        headers: { host: "evil.example", ...(cookie ? { cookie } : {}) },
      });
    const staff = await signIn(app, "staff@example.com");
    const blog = await (await forged("/blog", staff)).text();
    const feed = blog.match(/data-feed-url[^>]*value="([^"]+)"|value="([^"]+)"[^>]*data-feed-url/);
    assert.ok(feed, "the blog page shows the feed address");
    const feedUrl = new URL((feed[1] ?? feed[2]).replaceAll("&amp;", "&"));
    assert.equal(feedUrl.origin, PUBLIC);
    assert.doesNotMatch(blog, /evil\.example/);

    const xml = await (await forged(feedUrl.pathname + feedUrl.search)).text();
    assert.match(xml, /<feed /);
    assert.doesNotMatch(xml, /evil\.example/);
    assert.match(xml, new RegExp(`rel="self" type="application/atom\\+xml" href="${PUBLIC}/blog/`));

    const buyer = await signIn(app, "buyer@example.com");
    const launches = await (await forged("/head-office/launch-schedule", buyer)).text();
    const raw = launches.match(/id="launch-feed" type="url" readonly(?:="")? value="([^"]+)"/i);
    assert.ok(raw, "the page shows the personal calendar address");
    assert.equal(new URL(raw[1].replaceAll("&amp;", "&")).origin, PUBLIC);
    assert.doesNotMatch(launches, /evil\.example/);
  },
  { env: { PUBLIC_URL: `${PUBLIC}/some/path` } },
);

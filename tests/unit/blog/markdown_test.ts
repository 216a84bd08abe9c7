// Markdown and titles come out inert: no script element, no event-handler attribute, no
// javascript:/data: URL survives rendering, whatever the author wrote.
import assert from "node:assert/strict";
import { markdownExcerpt, renderMarkdown } from "../../../lib/content/markdown.ts";

const PAYLOADS = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '<a href="javascript:alert(1)">x</a>',
  "[click](javascript:alert(1))",
  "[click](JaVaScRiPt:alert(1))",
  "[click](&#106;avascript:alert(1))",
  "![img](javascript:alert(1))",
  "![img](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)",
  "[x](data:text/html,<script>alert(1)</script>)",
  '<svg onload="alert(1)">',
  '<iframe src="https://evil.example"></iframe>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '[x](https://ok.example "t\\" onmouseover=\\"alert(1)")',
];

/** Real tags of the output (escaped text like `&lt;img onerror=…&gt;` is inert and not a tag). */
function tagsOf(html: string): string[] {
  return html.match(/<[a-z][^>]*>/gi) ?? [];
}

function assertInert(html: string) {
  for (const tag of tagsOf(html)) {
    assert.match(tag, /^<(h[1-6]|p|br|hr|blockquote|ul|ol|li|strong|em|s|code|pre|a|img)\b/i, tag);
    for (const [, name, raw] of tag.matchAll(/\s([^\s=>]+)="([^"]*)"/g)) {
      assert.doesNotMatch(name, /^on|^style$/i, `attribute ${name} in ${html}`);
      const value = raw.replace(/&amp;/g, "&").trim();
      if (/^(href|src)$/i.test(name)) {
        assert.doesNotMatch(value, /^(javascript|data|vbscript):/i, tag);
      }
    }
  }
}

Deno.test("script and event-handler payloads in Markdown come out inert", () => {
  for (const payload of PAYLOADS) assertInert(renderMarkdown(payload));
  // Written text stays readable: raw HTML is shown as text, not dropped silently.
  assert.match(renderMarkdown("<script>alert(1)</script>"), /&lt;script&gt;/);
});

Deno.test("Markdown keeps its formatting and safe links", () => {
  const html = renderMarkdown("**bold** [site](https://example.com) [p](/pages/x)\n\n- a\n- b");
  assert.match(html, /<strong>bold<\/strong>/);
  assert.match(
    html,
    /<a href="https:\/\/example.com" rel="noopener noreferrer nofollow">site<\/a>/,
  );
  assert.match(html, /<a href="\/pages\/x"/);
  assert.match(html, /<ul>\s*<li>a<\/li>/);
  assert.doesNotMatch(renderMarkdown("[x](javascript:alert(1))"), /href=/);
});

Deno.test("excerpts are plain text, cut with an ellipsis", () => {
  assert.equal(
    markdownExcerpt("# Title\n\nSome **bold** <b>text</b>"),
    "Title Some bold <b>text</b>",
  );
  assert.equal(markdownExcerpt("word ".repeat(100), 20), "word word word word…");
});

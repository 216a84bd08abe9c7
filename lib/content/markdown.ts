// Markdown → safe HTML for blog posts and CMS pages. Two layers, because either alone has failed
// in practice (AREA-RESEARCH.md §0): markdown-it with `html: false` escapes every raw tag and
// refuses `javascript:`/`vbscript:`/`data:` links; sanitize-html then keeps only the tags and
// attributes Markdown itself produces, with http(s)/mailto/relative URLs, so nothing executable
// can reach the page even if the first layer changes behaviour.
import MarkdownIt from "markdown-it";
import sanitizeHtml from "sanitize-html";

const md = new MarkdownIt({ html: false, linkify: true, typographer: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "blockquote",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "s",
    "code",
    "pre",
    "a",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "title"],
    ol: ["start"],
    th: ["style"],
    td: ["style"],
  },
  allowedStyles: { "*": { "text-align": [/^(left|right|center)$/] } },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "escape",
  transformTags: {
    // Links written by head office may point anywhere; never hand the target our window.
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow" }),
  },
};

/** Safe HTML of a Markdown text (for `dangerouslySetInnerHTML` of trusted-by-construction HTML). */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(md.render(source), SANITIZE);
}

/** The plain text of a Markdown text, cut at `max` characters (summaries, feeds, meta). */
export function markdownExcerpt(source: string, max = 240): string {
  const text = sanitizeHtml(md.render(source), { allowedTags: [], allowedAttributes: {} })
    .replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&").replace(/\s+/g, " ").trim();
  return text.length > max ? text.slice(0, max - 1).trimEnd() + "…" : text;
}

// No page shows English to a French reader: every GET page route of the manifest (fresh.gen.ts,
// with sample parameters) is rendered with locale fr-CA, as an anonymous visitor and as a signed-in
// site admin who prefers French, and its visible text (plus aria-label, title, placeholder, alt) is
// searched for words that only exist in English. Routes added later are walked automatically.
// Data (store, vendor and person names, show names) is not translated and is removed first.
import assert from "node:assert/strict";
import manifest from "../../../fresh.gen.ts";
import { pathToPattern, routeId } from "../../../lib/fresh/router.ts";
import type { RouteModule } from "$fresh/server.ts";
import { createTestApp, type TestApp } from "../../helpers/app.ts";
import { signIn } from "../../helpers/auth.ts";

/** Words that are not French: any of them in a fr-CA page is an untranslated string. */
const ENGLISH_WORDS = new Set([
  "the",
  "and",
  "of",
  "with",
  "your",
  "you",
  "this",
  "from",
  "for",
  "to",
  "is",
  "are",
  "not",
  "sales",
  "dashboard",
  "dashboards",
  "error",
  "password",
  "store",
  "stores",
  "sign",
  "login",
  "logout",
  "home",
  "reports",
  "report",
  "loading",
  "submit",
  "cancel",
  "save",
  "delete",
  "search",
  "account",
  "welcome",
  "order",
  "orders",
  "item",
  "items",
  "vendor",
  "vendors",
  "settings",
  "clear",
  "unauthorized",
  "found",
  "language",
  "back",
  "next",
  "previous",
  "please",
  "required",
  "invalid",
  "show",
  "shows",
  "breadcrumb",
  "skip",
  "management",
  "staff",
  "email",
  "enter",
  "forgot",
  "register",
  "inventory",
  "scanner",
  "training",
  "listing",
  "website",
  "customer",
  "customers",
  "new",
  "edit",
  "view",
  "upcoming",
  "changes",
  "price",
  "prices",
  "resources",
  "head",
  "office",
  "help",
  "close",
  "files",
  "settings",
  "shipping",
  "tasks",
  "users",
  "user",
]);

/** Proper names and brand words that stay as they are in French. Keep it small. */
const ALLOWED_PHRASES = [
  "Scan-Pal",
  "Showcloud",
  "ShowCloud",
  "Lightspeed",
  "Shopify",
  "EasyPost",
  "Locally",
  "OrderDynamics",
  "Bauer",
  "Mystery Minis",
];

/** Sample values for route parameters, by name; anything else gets "1". */
const SAMPLE_PARAMS: Record<string, string> = {
  env: "sandbox",
  store: "1234",
  store_number: "1234",
  vendor: "V100",
  vendor_number: "V100",
  guid: "00000000-0000-4000-8000-000000000000",
  token: "test-token",
  start_date: "2026-01-01",
  end_date: "2026-01-31",
  table: "stores",
  permalink: "website-member-sop",
  tag: "hockey",
};

/** A concrete path for a URLPattern pathname (optional parts dropped, sample params filled). */
export function samplePath(pattern: string): string {
  const path = pattern
    .replace(/\{[^}]*\}\?/g, "")
    .replace(/\/:(\w+)\(([^)]*)\)\?/g, "")
    .replace(/\/:(\w+)\?/g, "")
    .replace(/:(\w+)\(([^)]*)\)/g, (_m, _name, alternatives: string) => alternatives.split("|")[0])
    .replace(/:(\w+)[*+]/g, "x")
    .replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(SAMPLE_PARAMS[name] ?? "1"));
  return path === "" ? "/" : path;
}

function pageRoutes(): { file: string; path: string }[] {
  const routes = manifest.routes as Record<string, RouteModule>;
  return Object.entries(routes)
    .filter(([file, mod]) => {
      const id = routeId(file);
      if (id.split("/").some((part) => part.startsWith("_")) || id.startsWith("api/")) return false;
      if (!mod.default) return false;
      const handler = mod.handler;
      return !handler || typeof handler === "function" || Array.isArray(handler) ||
        "GET" in handler;
    })
    .map(([file, mod]) => ({
      file,
      path: samplePath(mod.config?.routeOverride ?? pathToPattern(routeId(file))),
    }));
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  "#39": "'",
};
function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X"
        ? parseInt(name.slice(2), 16)
        : parseInt(name.slice(1), 10);
      return String.fromCodePoint(code);
    }
    return ENTITIES[name] ?? m;
  });
}

/** The text a person reads or hears: visible text, title, aria-label, placeholder, alt. */
export function readableText(html: string): string {
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? "";
  let body = html
    .replace(/<head[\s\S]*?<\/head>/i, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(script|style|template|code|pre)\b[\s\S]*?<\/\1>/gi, " ")
    // Content explicitly marked as English (e.g. an original phrase under review), or as in an
    // unknown language (lang="", rendered as a bare `lang`: text people typed, e.g. a team's
    // decoration request).
    .replace(
      /<(\w+)\b[^>]*\s(?:lang="(?:en(?:-[A-Z]+)?)?"|lang(?=[\s>]))[^>]*>[\s\S]*?<\/\1>/g,
      " ",
    );
  const attributes: string[] = [];
  body = body.replace(/<[^>]+>/g, (tag) => {
    for (const m of tag.matchAll(/\b(aria-label|title|placeholder|alt)="([^"]*)"/g)) {
      attributes.push(m[2]);
    }
    return " ";
  });
  return decode([title, body, ...attributes].join(" \n "));
}

/** Raw i18n keys ("nav.reports") shown instead of text: a key missing from the locale files. */
const RAW_KEY = /\b[a-z][a-z0-9_]*(?:\.[a-z0-9_-]+)+\b/g;

export function englishWords(text: string, names: string[]): { word: string; context: string }[] {
  let cleaned = text;
  for (const name of [...names, ...ALLOWED_PHRASES].sort((a, b) => b.length - a.length)) {
    if (name) cleaned = cleaned.split(name).join(" ");
  }
  cleaned = cleaned.replace(/\S+@\S+\.\w+/g, " "); // email addresses
  const found: { word: string; context: string }[] = [];
  cleaned = cleaned.replace(RAW_KEY, (key) => {
    // Host names and file names look like keys; they are data.
    if (/\.(com|ca|org|net|io|json|csv|xlsx|pdf|png|jpe?g|svg|txt)$/.test(key)) return key;
    found.push({ word: key, context: "untranslated i18n key" });
    return " ";
  });
  for (const m of cleaned.matchAll(/\p{L}+/gu)) {
    if (!ENGLISH_WORDS.has(m[0].toLowerCase())) continue;
    const context = cleaned.slice(Math.max(0, m.index - 40), m.index + m[0].length + 40)
      .replace(/\s+/g, " ").trim();
    found.push({ word: m[0], context });
  }
  return found;
}

/** Names that are data, not interface text: stores, vendors, people, shows. */
async function dataNames(app: TestApp): Promise<string[]> {
  const names = new Set<string>();
  const add = (value: Record<string, unknown> | null) => {
    for (const field of ["name", "short_name", "title"]) {
      const text = value?.[field];
      if (typeof text === "string") names.add(text);
    }
  };
  for (const prefix of ["stores", "vendors", "users", "shows", "active_show"]) {
    add((await app.kv.get<Record<string, unknown>>([prefix])).value);
    for await (const entry of app.kv.list<Record<string, unknown>>({ prefix: [prefix] })) {
      add(entry.value);
    }
  }
  return [...names];
}

async function visit(app: TestApp, path: string, cookie: string) {
  let res = await app.fetch(path, { headers: { cookie } });
  for (let hops = 0; hops < 3 && res.status >= 300 && res.status < 400; hops++) {
    const location = res.headers.get("location");
    await res.body?.cancel();
    if (!location) break;
    const next = new URL(location, "http://localhost");
    if (next.origin !== "http://localhost" || next.pathname.startsWith("/api/")) {
      return { status: res.status, html: "" };
    }
    res = await app.fetch(next.pathname + next.search, { headers: { cookie } });
  }
  const type = res.headers.get("content-type") ?? "";
  return { status: res.status, html: type.startsWith("text/html") ? await res.text() : "" };
}

/** Problems grouped by word (with the first context seen), each with the routes it appears on. */
async function check(app: TestApp, who: string, cookie: string): Promise<string[]> {
  const names = await dataNames(app);
  const problems = new Map<string, { context: string; routes: string[] }>();
  const note = (problem: string, context: string, where: string) => {
    const entry = problems.get(problem) ?? { context, routes: [] };
    if (!entry.routes.includes(where)) entry.routes.push(where);
    problems.set(problem, entry);
  };
  for (const { file, path } of pageRoutes()) {
    const { status, html } = await visit(app, path, cookie);
    const where = `${file.replace("./routes/", "routes/")} (GET ${path} → ${status})`;
    if (html && !/<html lang="fr-CA"/.test(html)) note("<html lang> is not fr-CA", "", where);
    // Parts of the URL echoed on the page (a table name, a slug) are data too.
    const echoed = path.split("/").filter((part) => part.length > 2);
    for (const { word, context } of englishWords(readableText(html), [...names, ...echoed])) {
      if (context === "untranslated i18n key") note(`untranslated i18n key ${word}`, "", where);
      else note(`"${word}"`, ` in «${context}»`, where);
    }
  }
  return [...problems].map(([problem, { context, routes }]) =>
    `[${who}] ${problem}${context}\n    on ${routes.length} route(s): ` +
    routes.slice(0, 5).join(", ") + (routes.length > 5 ? ", …" : "")
  );
}

Deno.test("the helpers find English in visible text and attributes, not in scripts", () => {
  const html = "<html><head><title>Tableau</title><script>var the = 1</script></head><body>" +
    '<p>Bonjour <b>the</b> monde</p><img alt="Store photo"><code>sales</code>' +
    '<q lang="en">Hockey skates and more</q><span title="Vider">x</span></body></html>';
  const words = englishWords(readableText(html), []).map((w) => w.word);
  assert.deepEqual(words, ["the", "Store"]);
  assert.deepEqual(englishWords("Compte nav.logout", []), [
    { word: "nav.logout", context: "untranslated i18n key" },
  ]);
  assert.deepEqual(englishWords("Sam Staff a vu Fall Show", ["Sam Staff", "Fall Show"]), []);
  assert.equal(samplePath("/fulfillment{/:env}?/returns/:id"), "/fulfillment/returns/1");
  assert.equal(samplePath("/fulfillment/:env(sandbox)/x"), "/fulfillment/sandbox/x");
  assert.equal(samplePath("/blog/tags/:tag"), "/blog/tags/hockey");
});

Deno.test("no page route shows English to a French reader", async (t) => {
  const app = await createTestApp();
  try {
    assert.ok(pageRoutes().length > 0);
    const anonymous = await check(app, "anonymous", "locale=fr-CA");
    const session = await signIn(app, "admin@example.com");
    const set = await app.fetch("/api/account/set-locale", {
      method: "POST",
      headers: { cookie: session, "content-type": "application/json" },
      body: JSON.stringify({ locale: "fr-CA" }),
    });
    assert.equal(set.status, 200, "the admin's preference is set to fr-CA");
    await set.body?.cancel();
    const admin = await check(app, "admin@example.com", session);
    await t.step("anonymous visitor", () => {
      assert.deepEqual(anonymous, [], `English in fr-CA pages:\n${anonymous.join("\n")}`);
    });
    await t.step("signed-in site admin", () => {
      assert.deepEqual(admin, [], `English in fr-CA pages:\n${admin.join("\n")}`);
    });
  } finally {
    app.close();
  }
});

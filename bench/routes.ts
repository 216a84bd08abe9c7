// The pages of `bench/http.ts --all`: every GET route of the manifest, opened as the first demo
// persona the access table allows that gets a 200 (a visitor first, then the owner, the buyer, the
// admin and the other personas), with ids taken from the demo data: the links of the pages already
// opened are matched against each dynamic pattern, so a route with parameters is measured on a
// record that exists. Routes no persona gets a 200 from (POST-only endpoints, pages that need a
// query, patterns no page links to) are listed as skipped with the reason.
import manifest from "../fresh.gen.ts";
import { createMatcher, routePatterns } from "../lib/fresh/router.ts";
import { decide } from "../lib/access/table.ts";
import { PERSONAS } from "../lib/auth/demo.ts";
import { getUserByEmail, publicUser } from "../lib/auth/store.ts";
import type { User } from "../lib/auth/types.ts";

export interface Page {
  name: string;
  path: string;
  persona: string | null;
}

interface Identity {
  email: string | null;
  user: User | null;
  cookie: string;
}

type Fetch = (path: string, init?: RequestInit) => Promise<Response>;

/** The preferred personas, in order; the others follow in the order of lib/auth/demo.ts. */
const PREFERRED = ["owner@example.com", "buyer@example.com", "admin@example.com"];

/** Personas to sign in: every demo persona, preferred ones first. */
export function personaOrder(): string[] {
  const rest = PERSONAS.map((p) => p.email).filter((email) => !PREFERRED.includes(email));
  return [...PREFERRED, ...rest];
}

/** The path of a pattern without parameters (the optional fulfillment env left out), or null. */
function staticPath(pattern: string): string | null {
  const path = pattern.replace("/:env(sandbox)?", "");
  return /[*:{}+?()]/.test(path) ? null : path;
}

const LINK = /(?:href|action)="(\/[^"?#]*)/g;

export async function discoverPages(
  fetch: Fetch,
  kv: Deno.Kv,
  cookies: Record<string, string>,
): Promise<{ pages: Page[]; skipped: string[] }> {
  const identities: Identity[] = [{ email: null, user: null, cookie: "" }];
  for (const email of personaOrder()) {
    const record = await getUserByEmail(kv, email);
    if (record) identities.push({ email, user: publicUser(record), cookie: cookies[email] });
  }
  /** Links seen on the pages opened so far → who saw them first. */
  const links = new Map<string, Identity>();
  const open = async (who: Identity, path: string): Promise<boolean> => {
    const res = await fetch(path, { headers: who.cookie ? { cookie: who.cookie } : {} });
    if (res.status !== 200) {
      await res.body?.cancel();
      return false;
    }
    if (res.headers.get("content-type")?.startsWith("text/html")) {
      for (const [, link] of (await res.text()).matchAll(LINK)) {
        if (!links.has(link)) links.set(link, who);
      }
    } else await res.body?.cancel();
    return true;
  };
  const firstAllowed = async (
    path: string,
    pattern: string,
    params: Record<string, string>,
    seenBy?: Identity,
  ) => {
    const order = seenBy ? [seenBy, ...identities.filter((who) => who !== seenBy)] : identities;
    for (const who of order) {
      if (!decide(who.user, path, pattern, params).allowed) continue;
      if (await open(who, path)) return who;
    }
    return null;
  };

  const pages: Page[] = [];
  const skipped: string[] = [];
  const dynamic: string[] = [];
  for (const pattern of routePatterns(manifest)) {
    const path = staticPath(pattern);
    if (path === null) {
      dynamic.push(pattern);
      continue;
    }
    const params: Record<string, string> = pattern.includes(":env(sandbox)?") ? { env: "" } : {};
    const who = await firstAllowed(path, pattern, params);
    if (who) pages.push({ name: pattern, path, persona: who.email });
    else skipped.push(`${pattern}: no persona gets a 200 from a plain GET`);
  }
  // Dynamic patterns, in rounds: a record page may link to another record (an order → its wizard).
  for (let round = 0; round < 3 && dynamic.length > 0; round++) {
    for (const pattern of [...dynamic]) {
      const matcher = createMatcher(pattern);
      let tries = 0;
      for (const [link, seenBy] of [...links]) {
        const params = matcher.match(link);
        if (!params || tries++ >= 5) continue;
        const who = await firstAllowed(link, pattern, params, seenBy);
        if (who) {
          pages.push({ name: pattern, path: link, persona: who.email });
          dynamic.splice(dynamic.indexOf(pattern), 1);
          break;
        }
      }
    }
  }
  for (const pattern of dynamic) skipped.push(`${pattern}: no demo page links to one`);
  return { pages, skipped };
}

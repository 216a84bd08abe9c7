// The admin-managed redirect table: ["redirects", path] → Redirect. The access middleware consults
// it for the current path on every page request (before the access checks, so old links keep
// working for everyone). An absolute target (https://…) is a full redirect to another site; a
// relative one (/path) an in-app redirect. Both answer 302.
import { z } from "zod";

export interface Redirect {
  path: string;
  target: string;
  updated_at: string;
  updated_by: string;
}

/** Paths the table may not redirect, so an admin cannot lock the portal (or the editor) away. */
const PROTECTED = /^\/(api|admin|_frsh)(\/|$)|^\/$/;

export const RedirectInput = z.object({
  path: z.string().trim().regex(/^\/[^\s?#]*$/, "admin_shell.redirects.errors.path")
    .refine((p) => !p.endsWith("/") && !p.includes("//"), "admin_shell.redirects.errors.path")
    .refine((p) => !PROTECTED.test(p), "admin_shell.redirects.errors.protected"),
  target: z.string().trim().min(1, "admin_shell.redirects.errors.target").refine(
    (t) => isRelativeTarget(t) || isAbsoluteTarget(t),
    "admin_shell.redirects.errors.target",
  ),
});
export type RedirectInput = z.infer<typeof RedirectInput>;

export function isRelativeTarget(target: string): boolean {
  return /^\/(?!\/)[^\s\\]*$/.test(target);
}

export function isAbsoluteTarget(target: string): boolean {
  try {
    const url = new URL(target);
    return (url.protocol === "https:" || url.protocol === "http:") && !/\s/.test(target);
  } catch {
    return false;
  }
}

export async function getRedirect(kv: Deno.Kv, path: string): Promise<Redirect | null> {
  return (await kv.get<Redirect>(["redirects", path])).value;
}

export async function listRedirects(kv: Deno.Kv, limit = 500): Promise<Redirect[]> {
  const out: Redirect[] = [];
  for await (const entry of kv.list<Redirect>({ prefix: ["redirects"] }, { limit })) {
    out.push(entry.value);
  }
  return out;
}

export async function saveRedirect(
  kv: Deno.Kv,
  input: RedirectInput,
  by: string,
): Promise<Redirect> {
  const redirect: Redirect = {
    path: input.path,
    target: input.target,
    updated_at: new Date().toISOString(),
    updated_by: by,
  };
  await kv.set(["redirects", redirect.path], redirect);
  return redirect;
}

export async function deleteRedirect(kv: Deno.Kv, path: string): Promise<void> {
  await kv.delete(["redirects", path]);
}

/** The response for a redirect: 302 to the target (absolute: another origin; relative: here). */
export function redirectResponse(redirect: Pick<Redirect, "target">, search = ""): Response {
  const location = isRelativeTarget(redirect.target) && !redirect.target.includes("?")
    ? redirect.target + search
    : redirect.target;
  return new Response(null, { status: 302, headers: { location } });
}

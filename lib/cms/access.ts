// Who may read a CMS page: published public pages, anyone; published members-only pages, verified
// users passing the `member` check (not vendors); unpublished pages, site admins only.
import type { User } from "../auth/types.ts";
import { NAMED_CHECKS } from "../access/checks.ts";
import type { CmsPage } from "./schema.ts";

export function canSeePage(page: CmsPage, user: User | null): "ok" | "sign_in" | "not_found" {
  if (!page.published) return user?.Site_Admin ? "ok" : "not_found";
  if (page.visibility === "public") return "ok";
  return user && user.Verified && NAMED_CHECKS.member(user) ? "ok" : "sign_in";
}

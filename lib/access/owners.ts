// Checks on one record, for routes whose access depends on the record as well as the user (the
// registry marks them; the route table can only say "signed in"). Kept here, next to the named
// checks, so every access rule is found in lib/access.
import type { User } from "../auth/types.ts";
import { NAMED_CHECKS } from "./checks.ts";

/** A background task's page (/tasks/{guid}): whoever started it, and site admins. */
export function mayOpenTask(user: User, task: { owner: string }): boolean {
  return NAMED_CHECKS.admin(user) || task.owner === user.id;
}

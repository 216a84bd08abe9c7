// Who may read a file: head office always; otherwise the purpose's audience (purposes.ts) and the
// file's owner. `owner` audience: only the store's staff, the vendor's users, or the user named.
import { NAMED_CHECKS } from "../access/checks.ts";
import type { User } from "../auth/types.ts";
import { PURPOSE_RULES } from "./purposes.ts";
import type { FileMeta } from "./schema.ts";

export function ownsFile(user: User, owner: FileMeta["owner"]): boolean {
  const [kind, value] = owner.split(/:(.*)/s);
  switch (kind) {
    case "store":
      return user.Stores.some(([store]) => String(store) === value);
    case "vendor":
      return user.Vendors.includes(value);
    case "user":
      return user.id === value;
    default:
      return false;
  }
}

export function canReadFile(user: User | null, meta: FileMeta): boolean {
  if (!user || !user.Verified || user.Disabled) return false;
  if (NAMED_CHECKS.buyer(user)) return true;
  if (ownsFile(user, meta.owner)) return true;
  const audience = PURPOSE_RULES[meta.purpose].audience;
  switch (audience) {
    case "everyone":
      return true;
    case "members":
      return NAMED_CHECKS.member(user);
    case "owner":
      return false;
    default: // the permission of the page that lists the files
      return NAMED_CHECKS[audience](user);
  }
}

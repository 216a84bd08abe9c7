// The state of a request made by a signed-in user. The access middleware already refuses pages
// that need a user; a handler that uses the user calls requireUser (or signedIn) so its types say
// so and a route reached without one still answers 401, never a crash.
import { HttpError } from "../http/errors.ts";
import type { PortalState } from "../state.ts";
import type { User } from "./types.ts";

export interface SignedInState extends PortalState {
  user: User;
  sessionId: string;
}

/** The signed-in user, or a 401 HttpError. */
export function requireUser(state: PortalState): User {
  return signedIn(state).user;
}

/** The state narrowed to a signed-in request, or a 401 HttpError. */
export function signedIn(state: PortalState): SignedInState {
  if (!state.user || !state.sessionId) throw new HttpError(401, "errors.unauthorized");
  return state as SignedInState;
}

/**
 * The state narrowed to a request with a user, or a 401 HttpError. For /api routes, whose callers
 * need no session of their own (`const { user, kv } = withUser(ctx.state)`).
 */
export function withUser(state: PortalState): PortalState & { user: User } {
  if (!state.user) throw new HttpError(401, "errors.unauthorized");
  return state as PortalState & { user: User };
}

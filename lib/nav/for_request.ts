// The menu model of a request, built once: the layout and the home page both show it, and it needs
// two KV records besides the user (the active show and the user's special reports), read together.
import type { PortalState } from "../state.ts";
import type { SpecialReport } from "../auth/store.ts";
import { buildNav, type NavModel } from "./menu.ts";
import type { ActiveShow } from "./show.ts";

export interface RequestNav {
  model: NavModel;
  /** The user's special reports (also part of the client runtime's user record). */
  specialReports: SpecialReport[];
}

const perRequest = new WeakMap<object, Promise<RequestNav>>();

/** The request's menus; `state` is the request's (one model per request). */
export function navFor(state: Pick<PortalState, "user" | "kv">): Promise<RequestNav> {
  let nav = perRequest.get(state);
  if (!nav) {
    nav = build(state);
    perRequest.set(state, nav);
  }
  return nav;
}

async function build({ user, kv }: Pick<PortalState, "user" | "kv">): Promise<RequestNav> {
  if (!user?.Verified) {
    return { model: buildNav({ user, activeShow: null, specialReports: [] }), specialReports: [] };
  }
  const [show, reports] = await kv.getMany<[ActiveShow, SpecialReport[]]>([
    ["active_show"],
    ["special_reports", user.id],
  ]);
  const specialReports = reports.value ?? [];
  return { model: buildNav({ user, activeShow: show.value, specialReports }), specialReports };
}

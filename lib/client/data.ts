// The data the server hands to the client runtime in `<script type="application/json"
// id="client-data">` (rendered by components/ClientRuntime.tsx): the translated texts of the
// `client` and `toasts` namespaces, the running build id and, when the layout knows it, the current
// user record (null when signed out). Read once, lazily; tests call `setClientData`.
import { type ClientT, makeT, type Messages } from "../i18n/client.ts";
import type { UserRecord } from "./user.ts";

export const CLIENT_DATA_ID = "client-data";

export interface ClientData {
  messages: Messages;
  buildId: string;
  /** The current user record; null when signed out; absent when the page did not say. */
  user?: UserRecord | null;
}

let data: ClientData | null = null;
let translate: ClientT | null = null;

function read(): ClientData {
  const empty: ClientData = { messages: {}, buildId: "" };
  try {
    const text = globalThis.document?.getElementById(CLIENT_DATA_ID)?.textContent;
    if (!text) return empty;
    const parsed = JSON.parse(text);
    if (!parsed || typeof parsed !== "object") return empty;
    return {
      messages: parsed.messages && typeof parsed.messages === "object" ? parsed.messages : {},
      buildId: typeof parsed.buildId === "string" ? parsed.buildId : "",
      ...("user" in parsed ? { user: parsed.user } : {}),
    };
  } catch {
    return empty;
  }
}

export function clientData(): ClientData {
  return data ??= read();
}

export function setClientData(next: ClientData): void {
  data = next;
  translate = null;
}

/** Translates a `client.*` or `toasts.*` key with the page's messages (the key itself if missing). */
export const t: ClientT = (key, vars) => (translate ??= makeT(clientData().messages))(key, vars);

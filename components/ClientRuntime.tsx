// Everything the client runtime (lib/client) needs on a page, as ONE element for the layout:
// the `client-data` JSON (the `toasts` texts and the Reload label in the page's language, the
// running build id and the current user record that seeds the user cache), its stylesheet and
// the Toasts island. Rendering the island also makes the island runtime load lib/client/boot.ts
// (fresh.config.ts `clientEntries`) on every page.
//
// `user`: the answer GET /api/account/get-user would give ({user, preferences, special_reports};
// lib/auth/account.ts `userPayload`), or null when signed out. Left out, the page says nothing and
// the client reuses its cache or asks the server.
import { asset, Head } from "$fresh/runtime.ts";
import Toasts from "../islands/Toasts.tsx";
import type { ClientData } from "../lib/client/data.ts";
import { CLIENT_DATA_ID } from "../lib/client/data.ts";
import type { UserRecord } from "../lib/client/user.ts";
import { messagesFor } from "../lib/i18n/mod.ts";
import type { PortalState } from "../lib/state.ts";

/** The message keys the start-up runtime reads in the browser. */
export const CLIENT_MESSAGE_KEYS = ["toasts", "client.reload"];

/** JSON that is safe inside a `<script>` element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(
    /\u2029/g,
    "\\u2029",
  );
}

export interface ClientRuntimeProps {
  state: Pick<PortalState, "i18n" | "t" | "nonce">;
  /** `config.buildId` of the layout's props. */
  buildId: string;
  user?: UserRecord | null;
}

// The messages of a language never change: their JSON is made once (messagesFor's answer is
// itself kept, so it is the key), the rest of the record per request.
const messagesJson = new WeakMap<ClientData["messages"], string>();

/** `scriptJson` of the page's ClientData, reusing the JSON of its messages. */
function clientDataJson(data: ClientData): string {
  let messages = messagesJson.get(data.messages);
  if (messages === undefined) messagesJson.set(data.messages, messages = scriptJson(data.messages));
  const user = data.user === undefined ? "" : `,"user":${scriptJson(data.user)}`;
  return `{"messages":${messages},"buildId":${scriptJson(data.buildId)}${user}}`;
}

export default function ClientRuntime({ state, buildId, user }: ClientRuntimeProps) {
  const data: ClientData = {
    messages: messagesFor(state.i18n, CLIENT_MESSAGE_KEYS),
    buildId,
    ...(user === undefined ? {} : { user }),
  };
  return (
    <>
      <Head>
        <link key="client-css" rel="stylesheet" href={asset("/client.css")} />
      </Head>
      <script
        type="application/json"
        id={CLIENT_DATA_ID}
        nonce={state.nonce}
        dangerouslySetInnerHTML={{ __html: clientDataJson(data) }}
      />
      <Toasts
        regionLabel={state.t("client.notifications")}
        dismissLabel={state.t("client.dismiss")}
      />
    </>
  );
}

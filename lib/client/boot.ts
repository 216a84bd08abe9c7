// The start-up module of the client runtime, listed in fresh.config.ts `clientEntries`: the island
// runtime imports it before any island, on every page that renders islands (the layout always
// renders the Toasts island). It installs the chunk-failure reload guard first, then the
// unhandled-error reporting, runs the user check, starts the build poll and link prefetching.
// Its exports are the runtime's public API for code that runs outside islands.
import { api } from "./api.ts";
import { fetchLatestBuildId, startBuildPoll } from "./build_poll.ts";
import { installChunkGuard } from "./chunk_guard.ts";
import { installMenus } from "./menus.ts";
import { installConfirm } from "./confirm.ts";
import { clientData, t } from "./data.ts";
import { sessionStore } from "./keys.ts";
import { startPrefetch } from "./prefetch.ts";
import { installErrorReporting, LOG_ERROR_PATH } from "./report.ts";
import { LONG_TOAST_MS, toast } from "./toast.ts";
import { checkUser, clearUserOnLogout } from "./user.ts";

const data = clientData();

const reporting = installErrorReporting({
  target: globalThis,
  send: (report) => api(LOG_ERROR_PATH, { body: report, silent: true, keepalive: true }),
  view: () => location.pathname,
  notify: () => toast(t("toasts.unhandled"), { kind: "error", duration: LONG_TOAST_MS }),
});

installChunkGuard({
  target: globalThis,
  storage: sessionStore,
  location,
  onGiveUp: ({ url, error }) => reporting.report(error, `Failed to load ${url}`),
});

void checkUser({ seed: data.user });
clearUserOnLogout(document);

if (data.buildId) {
  startBuildPoll({
    currentId: data.buildId,
    fetchLatest: () => fetchLatestBuildId(),
    visibility: document,
    onNewBuild: () =>
      toast(t("toasts.new_build"), {
        kind: "info",
        duration: 0,
        action: { label: t("client.reload"), run: () => location.reload() },
      }),
  });
}

startPrefetch(document, navigator);
installMenus(document);
installConfirm(document, (question) => confirm(question));

export { api } from "./api.ts";
export { dismissToast, toast } from "./toast.ts";
export { clearUser, userCheck } from "./user.ts";

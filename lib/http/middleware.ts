// The first link of the root middleware chain: request id, KV and config on ctx.state, and the
// conversion of thrown HttpErrors into JSON for /api/* (pages get the error page via _500).
import type { FreshContext } from "$fresh/server.ts";
import { appContext } from "../app_context.ts";
import type { PortalState } from "../state.ts";
import { HttpError, json } from "./errors.ts";
import { i18nFor } from "../i18n/mod.ts";
import { translateErrorKey } from "../i18n/validation.ts";
import { DEFAULT_LOCALE } from "../i18n/locales.ts";
import { currentRequestId } from "../ops/log.ts";

export async function contextMiddleware(req: Request, ctx: FreshContext<PortalState>) {
  const { kv, config } = appContext();
  const i18n = i18nFor(DEFAULT_LOCALE);
  Object.assign(
    ctx.state,
    {
      kv,
      config,
      user: null,
      sessionId: null,
      locale: DEFAULT_LOCALE,
      i18n,
      t: i18n.t,
      nonce: ctx.nonce,
      // The id lib/ops/log.ts gave the request (and answers in X-Request-Id), else a new one.
      requestId: currentRequestId() ?? crypto.randomUUID(),
    } satisfies PortalState,
  );
  if (!new URL(req.url).pathname.startsWith("/api/")) return await ctx.next();
  try {
    return await ctx.next();
  } catch (error) {
    if (error instanceof HttpError) {
      const text = translateErrorKey(ctx.state.i18n, error.key, error.vars);
      return json({ error: text }, { status: error.status });
    }
    console.error(error);
    return json({ error: ctx.state.t("errors.generic") }, { status: 500 });
  }
}

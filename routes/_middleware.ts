// The root chain, run for every request: context → session → locale → access.
import { contextMiddleware } from "../lib/http/middleware.ts";
import { localeMiddleware } from "../lib/i18n/middleware.ts";
import { csrfMiddleware } from "../lib/auth/csrf.ts";
import { sessionMiddleware } from "../lib/auth/sessions.ts";
import { metricsMiddleware } from "../lib/metrics/middleware.ts";
import { securityMiddleware } from "../lib/http/security.ts";
import { accessMiddleware } from "../lib/access/middleware.ts";
import { requestLimitsMiddleware } from "../lib/http/limits.ts";
import { confirmMiddleware } from "../lib/http/confirm.ts";
import { labelsMiddleware } from "../lib/nav/labels.ts";

// localeMiddleware runs after sessionMiddleware: it reads state.user?.locale.
// metricsMiddleware first (times everything, records the final status), then securityMiddleware
// (headers on every response; renders page errors), requestLimitsMiddleware before anything reads
// the session or the body (414/413), accessMiddleware (needs the user), then confirmMiddleware
// (an unconfirmed destructive form gets its confirmation step, for allowed users only), then
// labelsMiddleware (names for the route's identifiers in titles and breadcrumbs).
export const handler = [
  metricsMiddleware,
  securityMiddleware,
  contextMiddleware,
  requestLimitsMiddleware,
  csrfMiddleware,
  sessionMiddleware,
  localeMiddleware,
  accessMiddleware,
  confirmMiddleware,
  labelsMiddleware,
];

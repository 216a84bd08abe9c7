// The root chain, run for every request: context → session → locale → access.
import { contextMiddleware } from "../lib/http/middleware.ts";

export const handler = [contextMiddleware];

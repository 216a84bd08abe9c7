import type { Handlers } from "$fresh/server.ts";

export const handler: Handlers = {
  GET() {
    throw new Error("sync boom");
  },
  async POST() {
    await new Promise((resolve) => setTimeout(resolve, 1));
    throw new Error("async boom");
  },
};

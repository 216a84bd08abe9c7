import { defineLayout } from "$fresh/server.ts";

export default defineLayout(async (_req, ctx) => {
  await Promise.resolve();
  return (
    <div data-layout="nested">
      <ctx.Component />
    </div>
  );
});

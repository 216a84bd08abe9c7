// GET /healthz for load balancers and container health checks: 200 when the KV store answers, the
// island build is loaded and the task-queue listener runs; 503 naming what is not.
import { taskListenerAlive } from "../tasks/queue.ts";

export interface Health {
  ok: boolean;
  checks: { kv: boolean; build: boolean; queue: boolean };
  build_id: string;
}

/** KV must answer a read within this time. */
const KV_TIMEOUT_MS = 2000;

async function kvReachable(kv: Deno.Kv): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      kv.get(["meta", "seeded"]).then(() => true),
      new Promise<boolean>((resolve) => timer = setTimeout(() => resolve(false), KV_TIMEOUT_MS)),
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** `buildId` is the runtime's: "dev" when no island build was loaded. */
export async function checkHealth(kv: Deno.Kv, buildId: string): Promise<Health> {
  const checks = {
    kv: await kvReachable(kv),
    build: buildId !== "dev",
    queue: taskListenerAlive(),
  };
  return { ok: checks.kv && checks.build && checks.queue, checks, build_id: buildId };
}

// Shopify's calculated-cost rate limit is a leaky bucket: each query spends points, the bucket
// refills at `restoreRate` points a second up to `maximumAvailable`. The throttle remembers the
// last throttleStatus Shopify sent and waits, before a request, until the bucket holds its
// expected cost; a THROTTLED answer waits for the bucket and retries (exponential back-off).
import type { Operation, ThrottleStatus } from "./client.ts";

export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Retries of one request refused by the rate limit before the item is recorded as failed. */
export const MAX_THROTTLE_RETRIES = 5;

export class CostThrottle {
  private status: ThrottleStatus | null = null;
  private seenAt = 0;
  /** Milliseconds spent waiting for the bucket (reported by the sync run). */
  waitedMs = 0;

  constructor(private readonly clock: Clock = realClock) {}

  /** Points the bucket holds now, by the last status and the time since. */
  available(): number {
    if (!this.status) return Infinity;
    const refilled = ((this.clock.now() - this.seenAt) / 1000) * this.status.restoreRate;
    return Math.min(this.status.maximumAvailable, this.status.currentlyAvailable + refilled);
  }

  /** Waits until the bucket holds `cost` points (capped at the bucket's size). */
  async before(cost: number): Promise<void> {
    if (!this.status) return;
    const need = Math.min(cost, this.status.maximumAvailable) - this.available();
    if (need <= 0) return;
    const ms = Math.ceil((need / this.status.restoreRate) * 1000);
    this.waitedMs += ms;
    await this.clock.sleep(ms);
  }

  /** Records the status of an answer. */
  seen(status: ThrottleStatus | undefined): void {
    if (!status) return;
    this.status = status;
    this.seenAt = this.clock.now();
  }

  /** Back-off after a THROTTLED answer: the refill time of `cost`, doubled per retry. */
  async backOff(cost: number, retry: number): Promise<void> {
    const rate = this.status?.restoreRate ?? 50;
    const ms = Math.ceil((cost / rate) * 1000) * 2 ** retry;
    this.waitedMs += ms;
    await this.clock.sleep(ms);
  }
}

/**
 * The expected cost of an operation (productSet grows with its variants, as Shopify's does): what
 * the sync waits for before sending, and what the fake shop charges.
 */
export function operationCost(operation: Operation, variables: Record<string, unknown>): number {
  switch (operation) {
    case "productSet": {
      const input = variables.input as { variants?: unknown[] } | undefined;
      return 10 + Math.ceil((input?.variants?.length ?? 0) / 10);
    }
    case "translatableResource":
      return 2;
    case "stagedUploadsCreate":
      return 5;
    case "fileStatus":
      return 1 + ((variables.ids as unknown[] | undefined)?.length ?? 0);
    default:
      return 10;
  }
}

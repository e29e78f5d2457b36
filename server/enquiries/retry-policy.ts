/** How long the mail worker waits before it tries a mail again (docs/decisions/0004-mail-outbox.md). */

export type RetryPolicy = { baseDelayMs: number; maxDelayMs: number };

/**
 * Delay before attempt `failures + 1`: doubling from the base up to the cap, then a random
 * point in its upper half, so mail that failed together does not retry in lockstep.
 */
export function retryDelay(failures: number, { baseDelayMs, maxDelayMs }: RetryPolicy, random = Math.random): number {
  const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

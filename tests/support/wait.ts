/** Waits until `condition` holds, polling every 50 ms; fails after `timeoutMs`. */
export async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000, what = "a condition"): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

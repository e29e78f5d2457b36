/**
 * A task the server runs at start-up and then every `everyMs`, in this process, until `stop`
 * (the daily sweep of ended sessions, the hourly roll-up of analytics). The timers are unref'd:
 * they never keep the process alive. A failed run (the database down) is logged in one line
 * and tried again at the next turn; stop waits for a run in hand.
 */
export type RepeatingTask = { stop(): Promise<void> };

export function startRepeating(
  task: () => Promise<unknown>,
  { everyMs, failure }: { everyMs: number; failure: (message: string) => string },
  log: Pick<Console, "error"> = console,
): RepeatingTask {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = task().then(
      () => undefined,
      (error: unknown) => log.error(failure((error as Error).message)),
    );
  };
  const first = setTimeout(run, 0);
  const repeat = setInterval(run, everyMs);
  first.unref();
  repeat.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(repeat);
      await running;
    },
  };
}

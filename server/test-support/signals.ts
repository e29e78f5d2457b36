// Stryker disable all: a test helper, not code under test (stryker.config.mjs mutates server/**).
/**
 * For tests that start the server in this process: the signal handlers serve() installs, to
 * call them, and process.exit recorded instead of ending the test run. tests/server/lifecycle.test.ts
 * runs the built server in a process of its own and signals it.
 */
import { afterEach, beforeEach, expect, vi } from "vitest";
import { until } from "../../tests/support/wait";

type Handler = (signal: string) => void;
type Signal = "SIGTERM" | "SIGINT";

/** Removes after each test the signal handlers it installed. */
export function useSignalHandlers() {
  const handlersBefore = { SIGTERM: [] as Handler[], SIGINT: [] as Handler[] };
  beforeEach(() => {
    handlersBefore.SIGTERM = process.listeners("SIGTERM") as Handler[];
    handlersBefore.SIGINT = process.listeners("SIGINT") as Handler[];
  });
  /** The handlers installed for `signal` since the test began. */
  const added = (signal: Signal): Handler[] => (process.listeners(signal) as Handler[]).filter((handler) => !handlersBefore[signal].includes(handler));
  afterEach(() => {
    for (const signal of ["SIGTERM", "SIGINT"] as const) for (const handler of added(signal)) process.removeListener(signal, handler);
  });
  /** process.exit, recorded instead of ending the test run. */
  const recordExits = () => vi.spyOn(process, "exit").mockImplementation((() => undefined) as never);
  return {
    /** The handler serve() installed for `signal`. */
    installed(signal: Signal): Handler {
      expect(added(signal)).toHaveLength(1);
      return added(signal)[0]!;
    },
    recordExits,
    exited: (exit: ReturnType<typeof recordExits>) => until(() => exit.mock.calls.length > 0, 10_000, "process.exit"),
  };
}

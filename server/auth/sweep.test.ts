/**
 * The daily sweep's timer, on a fake clock: it sweeps at once when started, then every 24
 * hours; a failed sweep is one line in the log and the next day's runs; stop waits for a
 * sweep in flight and ends the timer. What a sweep deletes: session-ends.test.ts, on both databases.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { startDailySweep, type SweepCounts } from "./sweep";

const DAY = 24 * 60 * 60_000;
const NOTHING: SweepCounts = { sessions: 0, links: 0, challenges: 0, mails: 0 };

afterEach(() => vi.useRealTimers());

describe("startDailySweep", () => {
  it("sweeps at start-up, then once a day, until stopped", async () => {
    vi.useFakeTimers();
    const sweep = vi.fn(async () => NOTHING);
    const sweeper = startDailySweep(sweep);
    expect(sweep).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(sweep).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(DAY - 1);
    expect(sweep).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sweep).toHaveBeenCalledTimes(2);
    await sweeper.stop();
    await vi.advanceTimersByTimeAsync(3 * DAY);
    expect(sweep).toHaveBeenCalledTimes(2);
  });

  it("logs a failed sweep in one line and tries again the next day", async () => {
    vi.useFakeTimers();
    const log = { error: vi.fn() };
    const sweep = vi.fn<() => Promise<SweepCounts>>().mockRejectedValueOnce(new Error("database down")).mockResolvedValue(NOTHING);
    const sweeper = startDailySweep(sweep, log);
    await vi.advanceTimersByTimeAsync(0);
    expect(log.error.mock.calls).toEqual([["Sweep of ended sessions and sign-in links failed (database down); next try in a day."]]);
    await vi.advanceTimersByTimeAsync(DAY);
    expect(sweep).toHaveBeenCalledTimes(2);
    expect(log.error).toHaveBeenCalledTimes(1);
    await sweeper.stop();
  });

  it("does not keep the process alive", async () => {
    const timeouts = vi.spyOn(globalThis, "setTimeout");
    const intervals = vi.spyOn(globalThis, "setInterval");
    const sweeper = startDailySweep(async () => NOTHING);
    const timers = [timeouts.mock.results[0]!.value, intervals.mock.results[0]!.value] as NodeJS.Timeout[];
    timeouts.mockRestore();
    intervals.mockRestore();
    expect(timers.map((timer) => timer.hasRef())).toEqual([false, false]);
    await sweeper.stop();
  });

  it("stop waits for the sweep in hand", async () => {
    vi.useFakeTimers();
    let finish = () => {};
    const sweep = vi.fn(() => new Promise<SweepCounts>((resolve) => (finish = () => resolve(NOTHING))));
    const sweeper = startDailySweep(sweep);
    await vi.advanceTimersByTimeAsync(0);
    expect(sweep).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = sweeper.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });
});

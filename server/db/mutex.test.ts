/** One piece of work at a time on the SQLite connection, in the order asked. */
import { describe, expect, it } from "vitest";
import { Mutex } from "./mutex";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("Mutex", () => {
  it("runs one piece of work at a time, in the order asked, past a failure", async () => {
    const mutex = new Mutex();
    const trail: string[] = [];
    const work = (name: string, ms: number, fail = false) =>
      mutex.run(async () => {
        trail.push(`${name} starts`);
        await pause(ms);
        trail.push(`${name} ends`);
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([work("a", 15, true), work("b", 1), work("c", 5)]);
    expect(results.map((result) => (result.status === "fulfilled" ? result.value : "failed"))).toEqual(["failed", "b", "c"]);
    expect(trail).toEqual(["a starts", "a ends", "b starts", "b ends", "c starts", "c ends"]);
  });
});

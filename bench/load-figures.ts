/**
 * One autocannon run of `npm run bench:load` (bench/load.ts), and what it measured as one row of
 * the report: requests, rate, latency and answers.
 */
import autocannon from "autocannon";

/** The figures of one kind of traffic in a run (page GETs, contact POSTs, or static /about). */
export type LoadFigures = { requests: number; rps: number; p50: number; p99: number; max: number; ok: number; non2xx: number; errors: number; timeouts: number };

/** An autocannon result as the report's figures. */
export function figuresOf(result: autocannon.Result): LoadFigures {
  return {
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    ok: result["2xx"],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** autocannon, awaited. */
export function autocannonRun(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));
}

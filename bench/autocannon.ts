/** autocannon as a promise, and the figures the load bench reports of each run. */
import autocannon from "autocannon";

export type Side = { requests: number; rps: number; p50: number; p99: number; max: number; ok: number; non2xx: number; errors: number; timeouts: number };

export function side(result: autocannon.Result): Side {
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

export function autocannonRun(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));
}

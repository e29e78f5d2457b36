// The parts of autocannon's API that bench/load.ts uses (the package ships no types).
declare module "autocannon" {
  namespace autocannon {
    type Request = { method?: "GET" | "POST" | "HEAD"; path?: string; headers?: Record<string, string>; body?: string };
    type Options = {
      url: string;
      connections?: number;
      duration?: number;
      headers?: Record<string, string>;
      requests?: Array<
        Request & {
          setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
          onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
        }
      >;
    };
    type Histogram = { average: number; total: number; p50: number; p99: number; max: number };
    type Result = {
      requests: Histogram;
      latency: Histogram;
      "2xx": number;
      non2xx: number;
      errors: number;
      timeouts: number;
    };
  }
  function autocannon(options: autocannon.Options, callback: (error: Error | null, result: autocannon.Result) => void): unknown;
  export default autocannon;
}

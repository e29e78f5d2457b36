/**
 * The control page of `npm run bench:lighthouse`: the least a page can be, measured beside the
 * pages so that a run says what the machine itself costs. What the control server answers, the order
 * of a bench's runs (the control before each round and after the last), and when the control makes
 * a run void.
 */
import { SCORES, scoresBelow, type RouteResult, type ScoreKey } from "./lighthouse-summary";

/** How the control page is named in the bench's output. */
export const CONTROL_LABEL = "control page";

/**
 * The control page: the least a page can be (one heading and one paragraph; no stylesheet, script,
 * font or image). The bench serves it from memory and measures it like a page, before each round and
 * after the last (runOrder), so that a run says what the machine itself costs: Lighthouse multiplies
 * the machine's own work by its CPU multiplier (docs/PERFORMANCE.md).
 */
export const CONTROL_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Control page</title><meta name="description" content="The least a page can be: Lighthouse's floor on this machine."></head>
<body><h1>Control page</h1><p>One heading and one paragraph: no stylesheet, script, font or image.</p></body>
</html>
`;

/** The control server's robots.txt: without one, Lighthouse's SEO audit `robots-txt` fails and the control page scores SEO 91. */
export const CONTROL_ROBOTS_TXT = "User-agent: *\nAllow: /\n";

/** What the control server answers for a request path: its robots.txt, or else the control page. */
export function controlResponse(url: string): { contentType: string; body: string } {
  return url === "/robots.txt"
    ? { contentType: "text/plain; charset=utf-8", body: CONTROL_ROBOTS_TXT }
    : { contentType: "text/html; charset=utf-8", body: CONTROL_PAGE };
}

/** Every score of the control page must be 100 for a run to count. */
const CONTROL_FLOOR: Record<ScoreKey, number> = { performance: 100, accessibility: 100, bestPractices: 100, seo: 100 };

/**
 * Why a run is void: each score below 100 in a run of the control page, as `label: score`. The
 * control page has nothing of ours in it, so a score below 100 there is the machine's (a busy
 * machine reads slower), and the pages measured beside it cannot be judged. Empty: the run counts.
 * A category not measured (`--only`) is not counted.
 */
export function voidReasons(controlRuns: readonly RouteResult[]): string[] {
  return controlRuns.flatMap((run) => scoresBelow(run, CONTROL_FLOOR).map((low) => `${run.path}: ${low}`));
}

/** What the bench says when a run is void, instead of judging the pages. */
export function voidMessage(reasons: readonly string[]): string {
  return [
    `VOID: the control page scored below 100 (${reasons.join("; ")}).`,
    `The control page has nothing of ours in it: the machine cost those points (too busy, or too slow for the CPU multiplier),`,
    `so no page was judged and bench/results was not written. Run the bench again when the machine is quieter.`,
  ].join("\n");
}

/** The sentence under a table that gives the control page's figures beside the pages'. */
export function controlSentence(controls: readonly RouteResult[]): string {
  const range = (xs: number[], unit = "") =>
    Math.min(...xs) === Math.max(...xs) ? `${xs[0]}${unit}` : `${Math.min(...xs)}–${Math.max(...xs)}${unit}`;
  const scores = SCORES.filter(([key]) => !Number.isNaN(controls[0]![key])).map(([key, name]) => `${name} ${range(controls.map((c) => c[key]))}`);
  const tbt = controls.map((c) => c.tbtMs);
  return (
    `Control page (one heading and one paragraph, nothing else), measured before each round and after the last, ${controls.length} run${controls.length === 1 ? "" : "s"}: ` +
    `${scores.join(", ")}${Number.isNaN(tbt[0]!) ? "" : `, TBT ${range(tbt, " ms")}`}. A run in which it scores below 100 is void. ` +
    `No page can do better on this machine than its control; a page's shortfall beyond it is the page's own.`
  );
}

/** One Lighthouse run in a bench: the control page or a page, in a round. */
export type Step = { control: boolean; page: string; label: string; round: number };

/**
 * The order of a bench's runs. The pages are interleaved (round 1 of every page, then round 2, …), so
 * that a change in the machine's speed falls on every page alike, and the control page is measured
 * before each round and after the last, so that every run of a page has a run of the control beside it.
 */
export function runOrder(pages: readonly string[], runs: number): Step[] {
  const control = (round: number, when: "before" | "after"): Step => ({
    control: true,
    page: CONTROL_LABEL,
    label: `${CONTROL_LABEL} (${when} round ${round})`,
    round,
  });
  const steps: Step[] = [];
  for (let round = 1; round <= runs; round++) {
    steps.push(control(round, "before"), ...pages.map((page) => ({ control: false, page, label: page, round })));
  }
  steps.push(control(runs, "after"));
  return steps;
}

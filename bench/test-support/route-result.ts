import type { RouteResult } from "../lighthouse-summary";

/**
 * For the bench's tests: one Lighthouse run's row that meets every target (a blog page, scores
 * 100, quick and steady), with the figures a test is about overridden.
 */
export function routeResult(overrides: Partial<RouteResult>): RouteResult {
  return {
    path: "/blogs/digital-marketing-tips-2025",
    performance: 100,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    fcpMs: 800,
    observedFcpMs: 300,
    lcpMs: 900,
    speedIndexMs: 1_000,
    tbtMs: 0,
    cls: 0,
    bytes: 140_000,
    lcpElement: "<h1>",
    failedAudits: [],
    ...overrides,
  };
}

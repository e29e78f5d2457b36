/**
 * `npm run bench:alerts`: how soon the owner hears of an enquiry, both ways: the push half
 * (bench/alerts-push.ts), then the inbox half (bench/alerts-inbox-run.ts), COUNT enquiries each
 * (default 50), and writes bench/results/alerts.md. Exits 1 when a p95 is 2 s or more.
 *
 *   npm run build && npm run bench:alerts
 *   COUNT=10 npm run bench:alerts
 */
import { measureInboxHalf } from "./alerts-inbox-run";
import { measurePushDelays, pushLines } from "./alerts-push";
import { TARGET_P95_MS } from "./delays";
import { loadAverage, machineLine, writeResults } from "./results-file";

const loadBefore = loadAverage();
const count = Number(process.env.COUNT ?? 50);
const push = await measurePushDelays({ count });
const pushText = pushLines(push);
console.log(pushText.join("\n"));
const inbox = await measureInboxHalf();
const failed = push.p95Ms >= TARGET_P95_MS || inbox.failed;
const verdict = failed ? "A p95 was 2 s or more: **target missed**." : "Every p95 under 2 s.";
const report = `# Alerts: from the contact form's answer to the owner

Measured with \`${count === 50 ? "" : `COUNT=${count} `}npm run bench:alerts\` (bench/alerts.ts) against the built \`node server.js\`,
${count} enquiries a half, posted one at a time. Target: each p95 under 2 s after the form's 2xx (decision 0059;
the inbox test, tests/e2e/live-inbox.test.ts, holds 5 s).

${machineLine(loadBefore)}

## Push (bench/alerts-push.ts)

SQLite, one device subscribed at a loopback push service (scripts/lib/push-service.ts, which checks the
VAPID JWT and decrypts); each push timed from the form's 2xx (0 when it came first: the push leaves at the
commit, the answer after the render) and from the start of the POST.

${pushText.map((text) => `- ${text}`).join("\n")}

## Open inbox (bench/alerts-inbox-run.ts)

The inbox open in phone-sized headless Chromium polls /admin/live every 1.5 s while visible (decision 0060);
each enquiry follows a random pause of up to 1.5 s and is timed from its POST's 2xx to its name on screen.

${inbox.lines.map((text) => `- ${text}`).join("\n")}

${verdict}
`;
console.log(`Written to ${writeResults("alerts.md", report)}`);
process.exitCode = failed ? 1 : 0;

// Runs the MDN HTTP Observatory scanner (@mdn/mdn-http-observatory) on one host with the
// ports given, and prints its result as JSON. Its CLI (`mdn-http-observatory-scan HOST`)
// only scans ports 80 and 443; this does what its scan() does (src/scanner/index.js:
// retrieve, the same tests, the same grading) with `httpPort`/`httpsPort`, which its
// retriever supports. Started by scripts/check-headers.ts with NODE_EXTRA_CA_CERTS set to
// the local TLS front's certificate.
//   node scripts/check-headers-scan.mjs HOST HTTP_PORT HTTPS_PORT
import { ALGORITHM_VERSION, ALL_TESTS, NUM_TESTS } from "@mdn/mdn-http-observatory/src/constants.js";
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from "@mdn/mdn-http-observatory/src/grader/charts.js";
import { getGradeForScore, getScoreDescription, getScoreModifier } from "@mdn/mdn-http-observatory/src/grader/grader.js";
import { retrieve } from "@mdn/mdn-http-observatory/src/retriever/retriever.js";

const [hostname = "localhost", httpPort, httpsPort] = process.argv.slice(2);
const r = await retrieve(hostname, { httpPort, httpsPort });
if (!r.responses.auto) {
  console.log(JSON.stringify({ error: "The site seems to be down." }));
  process.exit(1);
}
const results = ALL_TESTS.map((test) => test(r));
let passed = 0;
let withExtraCredit = 100;
let uncurved = 100;
const tests = {};
for (const result of results) {
  if (!result.result) continue;
  const modifier = getScoreModifier(result.result);
  passed += result.pass ? 1 : 0;
  withExtraCredit += modifier;
  if (modifier < 0) uncurved += modifier;
  tests[result.constructor.name] = {
    pass: result.pass,
    result: result.result,
    scoreModifier: modifier,
    description: getScoreDescription(result.result).replace(/<[^>]+>/g, "").replace(/\s+/g, " ").trim(),
  };
}
const grade = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
console.log(
  JSON.stringify({
    scan: {
      algorithmVersion: ALGORITHM_VERSION,
      url: r.responses.auto.config?.url ?? null,
      statusCode: r.responses.auto.status,
      grade: grade.grade,
      score: grade.score,
      testsPassed: passed,
      testsQuantity: NUM_TESTS,
    },
    tests,
  }),
);

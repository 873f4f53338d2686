// Sums the JSON reports of every suite into the one closing line: "Tests: N passed, N failed".
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if ('numPassedTests' in report) {
    passed += report.numPassedTests; // vitest
    failed += report.numFailedTests;
  } else if (report.stats) {
    passed += report.stats.expected; // playwright
    failed += report.stats.unexpected + (report.stats.flaky ?? 0);
  }
}
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);

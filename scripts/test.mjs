// The one test command: lint, typecheck, unit and integration tests, then the browser suite.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', ['run', 'lint']],
  ['typecheck', ['run', 'typecheck']],
  ['unit and integration tests', ['run', 'test:unit']],
  ['browser tests', ['run', 'test:e2e']],
];

for (const [label, args] of steps) {
  console.log(`\n▶ ${label}`);
  const { status } = spawnSync('npm', args, { stdio: 'inherit' });
  if (status !== 0) {
    console.error(`\n✖ ${label} failed`);
    process.exit(status ?? 1);
  }
}
console.log('\n✔ all checks passed');

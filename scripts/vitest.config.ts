import { defineProject } from 'vitest/config';

// The repository's own rules (lint fences), checked from outside any workspace, and the eval's
// own parts that can be tested alone.
export default defineProject({
  test: { name: 'repo', include: ['*.test.ts', 'eval/**/*.test.mjs'], testTimeout: 30_000 },
});

import { defineProject } from 'vitest/config';

// The repository's own rules (lint fences), checked from outside any workspace.
export default defineProject({
  test: { name: 'repo', include: ['*.test.ts'], testTimeout: 30_000 },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'db',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // A hook that creates a fresh migrated database needs more than 10 s on a busy machine.
    hookTimeout: 60_000,
  },
});

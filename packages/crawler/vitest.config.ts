import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'crawler', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});

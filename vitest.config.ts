import { defineConfig } from 'vitest/config';

// One runner for every workspace; each workspace is a project named after its folder.
export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'packages/engine',
      'packages/db',
      'packages/crawler',
      'packages/cms',
      'packages/services',
      'apps/server',
      'apps/web',
      'scripts',
    ],
  },
});

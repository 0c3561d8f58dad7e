import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// What each workspace must not import (ARCHITECTURE §3), written where it would live.
const FORBIDDEN: Array<[file: string, imports: string[]]> = [
  [
    'packages/engine/src/fence-probe.ts',
    ['node:fs', 'fs', '@linkloom/db', '@linkloom/services', 'undici', 'pg', '@linkloom/server'],
  ],
  ['packages/contracts/src/fence-probe.ts', ['@linkloom/engine', '@linkloom/db', '@linkloom/web']],
  [
    'packages/crawler/src/fence-probe.ts',
    ['@linkloom/db', '@linkloom/services', '@linkloom/server', '@linkloom/cms'],
  ],
  ['packages/cms/src/fence-probe.ts', ['@linkloom/db', '@linkloom/services', '@linkloom/server']],
  [
    'packages/db/src/fence-probe.ts',
    ['@linkloom/services', '@linkloom/engine', '@linkloom/server', '@linkloom/cms'],
  ],
  [
    'packages/services/src/fence-probe.ts',
    ['@linkloom/crawler', '@linkloom/cms', 'fastify', '@linkloom/server'],
  ],
  ['apps/server/src/fence-probe.ts', ['@linkloom/web', '@linkloom/e2e']],
  ['apps/web/src/fence-probe.ts', ['@linkloom/engine', '@linkloom/db', '@linkloom/server']],
  ['apps/e2e/tests/fence-probe.ts', ['@linkloom/server', '@linkloom/db']],
];

// The fences are syntax rules: the probes are linted without type information.
const eslint = new ESLint({
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false, project: null } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      'import-x/no-cycle': 'off',
    },
  },
});

async function fenceErrors(file: string, specifier: string) {
  const [result] = await eslint.lintText(
    `import { probe } from '${specifier}';\nexport { probe };\n`,
    {
      filePath: file,
    },
  );
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports');
}

describe('npm run lint holds the import fences', () => {
  it.each(FORBIDDEN.flatMap(([file, imports]) => imports.map((spec) => [file, spec] as const)))(
    '%s may not import %s',
    async (file, specifier) => {
      expect(await fenceErrors(file, specifier)).toHaveLength(1);
    },
  );

  it('lets each workspace import what it may', async () => {
    expect(await fenceErrors('packages/services/src/fence-probe.ts', '@linkloom/engine')).toEqual(
      [],
    );
    expect(await fenceErrors('apps/web/src/fence-probe.ts', '@linkloom/contracts')).toEqual([]);
    expect(await fenceErrors('apps/server/src/fence-probe.ts', '@linkloom/crawler')).toEqual([]);
    expect(await fenceErrors('apps/server/src/fence-probe.ts', '@linkloom/cms')).toEqual([]);
    for (const allowed of ['@linkloom/crawler', '@linkloom/engine', '@linkloom/contracts']) {
      expect(await fenceErrors('packages/cms/src/fence-probe.ts', allowed)).toEqual([]);
    }
  });
});

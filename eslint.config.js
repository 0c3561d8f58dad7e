import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const OURS = ['contracts', 'engine', 'db', 'crawler', 'services'];

/**
 * ARCHITECTURE §3: who may import what. Each entry lists the workspaces a
 * workspace must not import, with the message that says what to do instead.
 */
function forbid(workspaces, message, extraPatterns = []) {
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...workspaces.map((name) => ({
            group: [`@linkloom/${name}`, `@linkloom/${name}/*`],
            message,
          })),
          ...extraPatterns,
        ],
      },
    ],
  };
}

const NODE_BUILTINS = [
  'node:*',
  'fs',
  'fs/*',
  'path',
  'http',
  'https',
  'net',
  'dns',
  'child_process',
  'os',
  'crypto',
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/migrations/**', 'test-results/**', '.eval/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: {
        // Root config files belong to no workspace's tsconfig.
        projectService: { allowDefaultProject: ['*.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': 'error',
      curly: ['error', 'all'],
      eqeqeq: ['error', 'always'],
      'no-console': 'error',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['scripts/**', '**/bench/**', '**/*.config.*', 'apps/e2e/**', '**/cli/**', '**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['packages/engine/**/*.ts'],
    rules: forbid(
      OURS.filter((n) => n !== 'engine'),
      'The engine is pure (ARCHITECTURE §3): take data in as arguments and return data; I/O belongs in crawler or services.',
      [
        { group: NODE_BUILTINS, message: 'The engine does no I/O: pass what it needs in as data.' },
        {
          group: ['undici', 'pg', 'drizzle-orm', 'drizzle-orm/*', 'fastify'],
          message: 'The engine does no I/O.',
        },
      ],
    ),
  },
  {
    files: ['packages/engine/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'The engine does no I/O.' }],
      'no-restricted-properties': [
        'error',
        {
          object: 'Date',
          property: 'now',
          message: 'The engine reads no clock: pass the time in.',
        },
        {
          object: 'Math',
          property: 'random',
          message: 'The engine uses no randomness: pass a seed in.',
        },
      ],
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: forbid(
      OURS.filter((n) => n !== 'contracts'),
      'contracts depends on zod only: move shared logic to the workspace that uses it.',
    ),
  },
  {
    files: ['packages/crawler/**/*.ts'],
    rules: forbid(
      ['db', 'services'],
      'The crawler returns data; the worker in apps/server stores it through services.',
    ),
  },
  {
    files: ['packages/db/**/*.ts'],
    rules: forbid(
      ['services', 'engine', 'crawler'],
      'db holds schema and queries only: put the use case in services.',
    ),
  },
  {
    files: ['packages/services/**/*.ts'],
    rules: forbid(
      ['crawler'],
      'services get the crawler through a port; apps/server wires the real one in.',
      [
        {
          group: ['fastify', 'fastify/*', '@fastify/*'],
          message: 'services know nothing of HTTP: throw AppError and let the route map it.',
        },
      ],
    ),
  },
  {
    files: ['packages/**/*.ts'],
    rules: forbid(
      ['server', 'web', 'e2e'],
      'packages never import apps: move the code into a package.',
    ),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...forbid(
        ['engine', 'db', 'crawler', 'services', 'server'],
        'The web app talks to the server over HTTP and shares only @linkloom/contracts.',
      ),
    },
  },
  prettier,
);

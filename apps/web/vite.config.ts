import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, parseAst } from 'vite';
import type { Plugin } from 'vite';

// The server owns /api and /identity (ARCHITECTURE §1); in development Vite forwards them to it.
const SERVER_URL = 'http://127.0.0.1:3000';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside every text file of the build, so the
 * server sends compressed bytes without compressing per request (@fastify/static `preCompressed`).
 * A variant is kept only when it is smaller than the file (not so for some icon chunks of 150 bytes).
 */
function precompress(): Plugin {
  return {
    name: 'linkloom:precompress',
    apply: 'build',
    async writeBundle({ dir }) {
      if (!dir) {
        return;
      }
      const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipAsync(source, { level: 9 }),
          ]);
          await Promise.all([
            br.length < source.length ? writeFile(`${file}.br`, br) : null,
            gz.length < source.length ? writeFile(`${file}.gz`, gz) : null,
          ]);
        }),
      );
    },
  };
}

const CONTRACTS_SOURCE = /[\\/]packages[\\/]contracts[\\/]src[\\/][^\\/]+\.ts$/;
const PURE = '/* @__PURE__ */ ';

type AstNode = { type: string; start: number; [key: string]: unknown };

function isAstNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';
}

/** Where each call in an initializer starts; a function's body runs only when called, so not there. */
function callStarts(node: unknown, starts: Set<number>): void {
  if (!isAstNode(node) || node.type.includes('Function')) {
    return;
  }
  if (node.type === 'CallExpression' || node.type === 'NewExpression') {
    starts.add(node.start);
  }
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      callStarts(child, starts);
    }
  }
}

/**
 * Marks every call in the top-level `const` initializers of @linkloom/contracts as pure, so a
 * schema no screen uses is dropped from the bundle. The bundler cannot know that `z.object(…)`
 * or `planIdSchema.nullable()` changes nothing, and keeps every schema of a module that a
 * screen imports one constant from. Worse, a kept schema keeps the schemas it is built from:
 * the contracts' plans module (the website limit, on the dashboard) kept its plan id schema,
 * and zod with it, for a credits schema no screen used (issue 18).
 * Sound because contracts only declare schemas and constants (ARCHITECTURE §3).
 */
function markContractsPure(): Plugin {
  return {
    name: 'linkloom:mark-contracts-pure',
    apply: 'build',
    // After TypeScript is stripped, so the parser reads plain JavaScript.
    enforce: 'post',
    transform(code, id) {
      if (!CONTRACTS_SOURCE.test(id)) {
        return null;
      }
      const starts = new Set<number>();
      for (const statement of parseAst(code).body) {
        const declaration =
          statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type === 'VariableDeclaration') {
          for (const declarator of declaration.declarations) {
            callStarts(declarator.init, starts);
          }
        }
      }
      let marked = code;
      for (const start of [...starts].sort((a, b) => b - a)) {
        marked = `${marked.slice(0, start)}${PURE}${marked.slice(start)}`;
      }
      return { code: marked, map: null };
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), markContractsPure(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: SERVER_URL, changeOrigin: false },
      '/identity': { target: SERVER_URL, changeOrigin: false },
    },
  },
  build: {
    // apps/server serves this folder with history fallback (WEB_DIST_DIR).
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      // @linkloom/contracts only declares schemas and constants. Declared free of side effects,
      // a screen that imports a message keeps that module alone, not every schema and zod.
      treeshake: {
        moduleSideEffects: (id) =>
          /[\\/]packages[\\/]contracts[\\/]/.test(id) ? false : undefined,
      },
      output: {
        // Libraries change less often than our code: their chunks stay cached across deploys.
        // No catch-all vendor chunk: the first page would load every library of every screen.
        // Other libraries follow the import graph, so recharts (with its d3 and redux) loads
        // only with the analytics and link-equity screens, split by what each of them uses.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 4,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 3 },
            {
              name: 'forms',
              test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
});

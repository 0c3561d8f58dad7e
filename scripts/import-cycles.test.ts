import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// `import-x/no-cycle` (eslint.config.js) skips imports that bring in types only, by design and
// with no option to count them; the four circles of issue 56 were all closed by such an import.
// This walk counts every relative import, types included, so a circle of either kind fails.
const root = fileURLToPath(new URL('..', import.meta.url));
const IMPORT = /^\s*(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/gm;
const SIDE_EFFECT = /^\s*import\s+['"](\.{1,2}\/[^'"]+)['"]/gm;

function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((file) => /^(apps|packages)\/[^/]+\/(src|test|bench)\/.*\.tsx?$/.test(file))
    .filter((file) => existsSync(path.join(root, file)));
}

function resolveImport(from: string, specifier: string, known: Set<string>): string | null {
  const base = path.posix.join(path.posix.dirname(from), specifier).replace(/\.js$/, '');
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (known.has(candidate)) {
      return candidate;
    }
  }
  return null;
}

function importGraph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const specifiers = [...text.matchAll(IMPORT), ...text.matchAll(SIDE_EFFECT)].map((m) => m[1]!);
    const targets = specifiers
      .map((specifier) => resolveImport(file, specifier, known))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)].sort());
  }
  return graph;
}

/** Every circle of the graph, once each, as the files along it (Tarjan's strongly connected parts). */
function findCircles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  function visit(file: string) {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const part: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        part.push(member);
      } while (member !== file);
      if (part.length > 1 || (graph.get(file) ?? []).includes(file)) {
        circles.push(part.sort());
      }
    }
  }
  for (const file of [...graph.keys()].sort()) {
    if (!index.has(file)) {
      visit(file);
    }
  }
  return circles;
}

describe('import circles', () => {
  it('finds none among the workspaces’ sources, type-only imports included', () => {
    expect(findCircles(importGraph(sourceFiles()))).toEqual([]);
  });

  it('sees a circle closed by a type-only import', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['a.ts']],
      ['c.ts', ['a.ts']],
    ]);
    expect(findCircles(graph)).toEqual([['a.ts', 'b.ts']]);
  });
});

import { parseAst } from 'vite';
import type { Plugin } from 'vite';

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
export function markContractsPure(): Plugin {
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

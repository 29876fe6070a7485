/**
 * A tool is a plug-in (ARCHITECTURE.md, "The rules"): no code outside a tool's own folders names it.
 * This finds every place in src (tests aside) that does: a string literal that is a tool's id
 * ('financials', "pitch-deck", `ideas`, a literal type included) or holds one quoted (SQL's
 * `tool = 'ideas'`), and a property named by a tool's id
 * on the venture's sources (`sources.financials`; `sources['market-research']` is a literal already).
 * Comments and JSX text are not code and are not read. The tools' own folders,
 * `src/core/tools/<tool>/` and `src/web/tools/<tool>/` or `<tool>-*`, may name themselves, and so
 * may the registries, the one line per tool the compiler asks for (REGISTRIES). Run it to list them:
 * `npx tsx scripts/tool-literals.ts`; tests/tool-literals.test.ts expects none.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { tools } from '../src/core/tools/listings';

const ROOT = join(import.meta.dirname, '..');

/** The files that list every tool by id, each entry one line a new tool adds (ARCHITECTURE.md, "Adding a tool"). */
export const REGISTRIES = [
  'src/core/tools/listings.ts',
  'src/core/tools/registry.ts',
  'src/core/tools/results.ts',
  'src/web/routes.tsx',
];

const TOOL_IDS: readonly string[] = tools.map((tool) => tool.id);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Whether `path` (from the root, with `/`) is a tool's own file or a registry. */
function mayName(path: string, ids: readonly string[]): boolean {
  if (REGISTRIES.includes(path)) return true;
  return ids.some(
    (id) =>
      path.startsWith(`src/core/tools/${id}/`) ||
      path.startsWith(`src/web/tools/${id}/`) ||
      path.startsWith(`src/web/tools/${id}-`),
  );
}

/** Where `text` names a tool: "line: code" for each string literal or sources' property that is a tool's id. */
export function namesIn(fileName: string, text: string, ids: readonly string[] = TOOL_IDS): string[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push(`${line + 1}: ${text.split('\n')[line]!.trim()}`);
  };
  // An id as the whole text, or quoted inside it (SQL's `tool = 'ideas'`).
  const quoted = new RegExp(`(['"\`])(${ids.map((id) => id.replace(/[^\w]/g, '\\$&')).join('|')})\\1`);
  const names = (literal: string) => ids.includes(literal) || quoted.test(literal);
  const visit = (node: ts.Node) => {
    if ((ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) && names(node.text)) at(node);
    else if (
      ts.isPropertyAccessExpression(node) &&
      ids.includes(node.name.text) &&
      /sources$/i.test(node.expression.getText(file))
    )
      at(node);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Every place in `root`'s src, outside the tools' folders and the registries, that names a tool: "path:line: code". */
export function toolLiterals(root = ROOT, ids: readonly string[] = TOOL_IDS): string[] {
  return sourceFiles(join(root, 'src')).flatMap((file) => {
    const path = relative(root, file).split(sep).join('/');
    if (mayName(path, ids)) return [];
    return namesIn(path, readFileSync(file, 'utf8'), ids).map((place) => `${path}:${place}`);
  });
}

if (process.argv[1]?.endsWith('tool-literals.ts')) {
  const found = toolLiterals();
  console.log(`${found.length} tool-name literals outside the tools' folders and the registries`);
  for (const place of found) console.log(`  ${place}`);
}

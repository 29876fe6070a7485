/**
 * Functions longer than the project's limit (60 lines) in src, tests and scripts aside. A function
 * that is only a content table (an object or array of data returned whole) is exempt. Used by
 * tests/long-functions.test.ts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export const MAX_FUNCTION_LINES = 60;
/** Longest source file: past it, a file holds more than one idea. */
export const MAX_FILE_LINES = 300;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const isFunction = (node: ts.Node): node is ts.FunctionLikeDeclaration =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isConstructorDeclaration(node);

/** A body that only returns (or is) a literal: data, not logic. */
function isContentTable(node: ts.FunctionLikeDeclaration): boolean {
  const body = node.body;
  if (!body) return false;
  const literal = (expression: ts.Expression) =>
    ts.isObjectLiteralExpression(expression) || ts.isArrayLiteralExpression(expression);
  if (!ts.isBlock(body)) return literal(ts.isParenthesizedExpression(body) ? body.expression : body);
  return (
    body.statements.length === 1 &&
    ts.isReturnStatement(body.statements[0]!) &&
    !!body.statements[0].expression &&
    literal(body.statements[0].expression)
  );
}

function nameOf(node: ts.FunctionLikeDeclaration): string {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText();
  return '(anonymous)';
}

/** Every function over `max` lines: "path:line name (n lines)". */
export function longFunctions(root = process.cwd(), max = MAX_FUNCTION_LINES): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(join(root, 'src'))) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (isFunction(node) && node.body && !isContentTable(node)) {
        const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        if (end - start + 1 > max)
          found.push(`${relative(root, file)}:${start + 1} ${nameOf(node)} (${end - start + 1} lines)`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** Every source file in src over `max` lines: "path (n lines)". */
export function longFiles(root = process.cwd(), max = MAX_FILE_LINES): string[] {
  return sourceFiles(join(root, 'src')).flatMap((file) => {
    const lines = readFileSync(file, 'utf8').split('\n').length - 1;
    return lines > max ? [`${relative(root, file)} (${lines} lines)`] : [];
  });
}

if (process.argv[1] && process.argv[1].endsWith('long-functions.ts'))
  console.log([...longFunctions(), ...longFiles()].join('\n'));

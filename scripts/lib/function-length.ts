/**
 * The length of every function as a reader counts it: the lines it spans, from the line of its
 * first token to the line of its closing one, blank lines, comments and JSX included (the linter's
 * own count skips most of a component's markup). Parsed with the TypeScript compiler, no type
 * check: the whole tree takes about a second.
 */
import { type Dirent, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** CONTRIBUTING.md, The checks: no function spans more lines than this. */
export const MAX_FUNCTION_LINES = 150;

/** Where the rule holds: production code, the edge, and the commands. Tests are left out. */
export const FUNCTION_LENGTH_ROOTS = ['src', 'functions', 'netlify', 'scripts'];

export interface FunctionSpan {
  file: string;
  /** The function's name, prefixed by those of the functions around it (`Details > onSubmit`). */
  name: string;
  /** First and last line, 1-based, in the file (an .astro file's lines, not its frontmatter's). */
  from: number;
  to: number;
  lines: number;
}

const SOURCE = /\.(?:[cm]?[jt]sx?|astro)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.astro']);

/** The TypeScript an .astro file holds: its frontmatter and each `<script>`, with the line each starts on. */
function astroScripts(text: string): Array<{ code: string; firstLine: number }> {
  const parts: Array<{ code: string; firstLine: number }> = [];
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (frontmatter?.[1] !== undefined) parts.push({ code: frontmatter[1], firstLine: 2 });
  for (const script of text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = script[1] ?? '';
    const bodyStart = (script.index ?? 0) + script[0].indexOf('>') + 1;
    parts.push({ code: body, firstLine: lineOf(bodyStart) });
  }
  return parts;
}

function nameOfNode(node: ts.Node): string | undefined {
  const named = node as { name?: ts.Node };
  if (named.name !== undefined && (ts.isIdentifier(named.name) || ts.isPrivateIdentifier(named.name))) {
    return named.name.text;
  }
  if (named.name !== undefined && (ts.isStringLiteral(named.name) || ts.isNumericLiteral(named.name))) {
    return named.name.text;
  }
  return undefined;
}

/** What a reader would call a function: its own name, the name it is bound to, or the call it is passed to. */
function functionName(node: ts.FunctionLikeDeclaration): string {
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const own = nameOfNode(node);
  if (own !== undefined)
    return ts.isGetAccessor(node) ? `get ${own}` : ts.isSetAccessor(node) ? `set ${own}` : own;
  let parent = node.parent;
  // `memo(function X() {})`, `forwardRef((props) => ...)`, `x as Handler`: the name is further up.
  while (
    ts.isParenthesizedExpression(parent) ||
    ts.isAsExpression(parent) ||
    ts.isSatisfiesExpression(parent)
  ) {
    parent = parent.parent;
  }
  const bound = nameOfNode(parent);
  if (
    bound !== undefined &&
    (ts.isVariableDeclaration(parent) ||
      ts.isPropertyAssignment(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isBinaryExpression(parent))
  ) {
    return bound;
  }
  if (ts.isExportAssignment(parent)) return 'export default';
  if (ts.isCallExpression(parent) || ts.isNewExpression(parent)) {
    const callee = parent.expression.getText().replace(/\s+/g, ' ');
    return `${callee.length > 40 ? `${callee.slice(0, 39)}…` : callee}(…)`;
  }
  if (ts.isBinaryExpression(parent) && parent.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
    return parent.left.getText();
  }
  return '(anonymous)';
}

/** Every function-like node of one piece of TypeScript, with the lines it spans. */
export function functionSpansOf(file: string, code: string, firstLine = 1): FunctionSpan[] {
  const kind = /\.[cm]?[jt]sx$|\.astro$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, kind);
  const spans: FunctionSpan[] = [];
  const visit = (node: ts.Node, outer: string[]) => {
    let names = outer;
    if (ts.isFunctionLike(node) && 'body' in node && node.body !== undefined) {
      const fn = node as ts.FunctionLikeDeclaration;
      const from = source.getLineAndCharacterOfPosition(fn.getStart(source)).line + firstLine;
      const to = source.getLineAndCharacterOfPosition(fn.getEnd()).line + firstLine;
      names = [...outer, functionName(fn)];
      spans.push({ file, name: names.join(' > '), from, to, lines: to - from + 1 });
    }
    ts.forEachChild(node, (child) => visit(child, names));
  };
  visit(source, []);
  return spans;
}

/** The spans of one file on disk, .astro files by their frontmatter and scripts. */
export function functionSpansOfFile(path: string, root: string): FunctionSpan[] {
  const text = readFileSync(path, 'utf8');
  const file = relative(root, path);
  if (!path.endsWith('.astro')) return functionSpansOf(file, text);
  return astroScripts(text).flatMap(({ code, firstLine }) => functionSpansOf(file, code, firstLine));
}

function sourceFiles(folder: string): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every function under the roots, longest first. */
export function functionSpans(root: string, roots = FUNCTION_LENGTH_ROOTS): FunctionSpan[] {
  return roots
    .flatMap((folder) => sourceFiles(join(root, folder)))
    .flatMap((path) => functionSpansOfFile(path, root))
    .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file) || a.from - b.from);
}

export const describeSpan = (span: FunctionSpan) =>
  `${span.file}:${span.from}-${span.to}  ${span.name}  (${span.lines} lines)`;

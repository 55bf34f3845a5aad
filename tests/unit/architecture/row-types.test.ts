/**
 * A column is spelled once per layer (CONTRIBUTING.md, "A new field on a booking"): every row a
 * repository reads is typed from the generated tables (`src/server/db/tables.ts`, through
 * `Selected`), or said to be computed by the SQL (`Computed`: counts, sums, tests), never by a type
 * written out beside the query nor by the answer's type the row is mapped to. This reads every
 * repository with the TypeScript parser and names each query typed otherwise, and each `...Row`
 * type not derived from the tables.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url).pathname;
const REPOSITORIES = 'src/server/repositories';
/** Converted the same way on its own branch (card payments); drop it from here when it is. */
/** What a declaration may build on: the generated tables, or the SQL's own computations. */
const FROM_TABLES = /\b(Selected|Computed)</;

interface Declared {
  /** The type's text, as written. */
  text: string;
  file: string;
}

function parse(file: string, source: string): ts.SourceFile {
  return ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
}

/** Every type alias and interface of a file, by name; and the names imported from `tables.ts`. */
function declarations(sf: ts.SourceFile): { types: Map<string, string>; tables: Set<string> } {
  const types = new Map<string, string>();
  const tables = new Set<string>();
  for (const node of sf.statements) {
    if (ts.isTypeAliasDeclaration(node) || ts.isInterfaceDeclaration(node)) {
      types.set(node.name.text, node.getText(sf));
    } else if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      node.moduleSpecifier.text.endsWith('/db/tables.ts')
    ) {
      const bindings = node.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        for (const el of bindings.elements) tables.add(el.name.text);
    }
  }
  return { types, tables };
}

/** Each `.query<T>(...)` of the file: its line and its type argument's node (none: untyped). */
function queries(sf: ts.SourceFile): { line: number; type: ts.TypeNode }[] {
  const found: { line: number; type: ts.TypeNode }[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'query' &&
      node.typeArguments?.[0]
    ) {
      const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
      found.push({ line, type: node.typeArguments[0] });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/**
 * The problems of a set of repository files (name -> source): each query typed inline or by a
 * type not derived from the tables, each `...Row` type written by hand.
 */
function rowTypeProblems(files: ReadonlyMap<string, string>): string[] {
  const parsed = new Map([...files].map(([name, source]) => [name, parse(name, source)]));
  const declared = new Map<string, Declared>();
  const tablesOf = new Map<string, Set<string>>();
  for (const [name, sf] of parsed) {
    const { types, tables } = declarations(sf);
    tablesOf.set(name, tables);
    for (const [type, text] of types) declared.set(`${name}#${type}`, { text, file: name });
  }
  // A type derives from the tables when its text names a table's row, `Selected` or `Computed`,
  // or another type of the repositories that does (one level of naming is enough in practice).
  const derived = (file: string, text: string, depth = 0): boolean => {
    if (FROM_TABLES.test(text)) return true;
    const words = new Set(text.match(/\b[A-Z]\w*\b/g) ?? []);
    if ([...(tablesOf.get(file) ?? [])].some((t) => words.has(t))) return true;
    if (depth > 2) return false;
    return [...words].some((word) =>
      [...declared.entries()].some(
        ([key, d]) => key.endsWith(`#${word}`) && d.text !== text && derived(d.file, d.text, depth + 1),
      ),
    );
  };
  const problems: string[] = [];
  for (const [name, sf] of parsed) {
    for (const { line, type } of queries(sf)) {
      const where = `${name}:${line}`;
      if (!ts.isTypeReferenceNode(type)) {
        problems.push(`${where} types its rows inline`);
        continue;
      }
      const typeName = type.typeName.getText(sf);
      const own = [...declared.entries()].find(([key]) => key.endsWith(`#${typeName}`));
      if (!own || !derived(own[1].file, own[1].text)) {
        problems.push(`${where} types its rows as ${typeName}, not from tables.ts`);
      }
    }
    for (const [type, text] of declarations(sf).types) {
      if (/Row$/.test(type) && !derived(name, text)) problems.push(`${name}: ${type} is written by hand`);
    }
  }
  return problems;
}

function repositoryFiles(): Map<string, string> {
  return new Map(
    readdirSync(join(root, REPOSITORIES))
      .filter((name) => name.endsWith('.ts'))
      .map((name) => [name, readFileSync(join(root, REPOSITORIES, name), 'utf8')]),
  );
}

describe('repository row types', () => {
  it('type every row from the generated tables, with no row type written by hand', () => {
    expect(
      rowTypeProblems(repositoryFiles()),
      'pick the columns from src/server/db/tables.ts (Selected), and map the row in the repository',
    ).toEqual([]);
  });

  it('names a query typed inline, by a view, or by a hand-written row, and passes derived ones', () => {
    const tables = "import type { BookingsRow } from '../db/tables.ts';\n";
    const probe = (source: string) => rowTypeProblems(new Map([['probe.ts', tables + source]]));
    expect(probe("db.query<{ id: string }>('SELECT id::text AS id FROM bookings');")).toEqual([
      'probe.ts:2 types its rows inline',
    ]);
    expect(
      probe("import type { View } from '../../api/x.ts';\ndb.query<View>('SELECT code FROM bookings');"),
    ).toEqual(['probe.ts:3 types its rows as View, not from tables.ts']);
    expect(probe('export interface ReviewRow { id: string }')).toEqual([
      'probe.ts: ReviewRow is written by hand',
    ]);
    expect(
      probe(
        "type Raw = Selected<BookingsRow, 'code'>;\ntype Both = Raw & Computed<{ n: number }>;\n" +
          "type Count = Computed<{ n: number }>;\ndb.query<Raw>('');\ndb.query<Both>('');\n" +
          "db.query<Count>('');\ndb.query('');\ntype CodeRow = Pick<BookingsRow, 'code'>;",
      ),
    ).toEqual([]);
  });
});

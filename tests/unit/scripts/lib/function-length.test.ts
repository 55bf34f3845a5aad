/**
 * The function-length check counts the lines a function spans, markup and comments included, and
 * the command of the check stage fails on a function of 151 lines, naming it, and passes at 150.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  describeSpan,
  functionSpans,
  functionSpansOf,
  MAX_FUNCTION_LINES,
} from '../../../../scripts/lib/function-length.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const run = promisify(execFile);
let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'function-length-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** A component spanning `lines` lines, most of them JSX the linter's own count leaves out. */
function component(name: string, lines: number): string {
  const items = Array.from({ length: lines - 6 }, (_, i) => `      <li>item ${i}</li>`);
  return [`export function ${name}() {`, '  return (', '    <ul>', ...items, '    </ul>', '  );', '}'].join(
    '\n',
  );
}

/** The check stage's command run over a scratch tree holding one file. */
async function check(file: string, text: string): Promise<{ code: number; output: string }> {
  const tree = await mkdtemp(join(scratch, 'tree-'));
  await mkdir(join(tree, 'src', 'islands'), { recursive: true });
  await writeFile(join(tree, file), text);
  try {
    const { stdout, stderr } = await run(process.execPath, [join(root, 'scripts', 'function-length.ts')], {
      cwd: tree,
    });
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const { code, stdout = '', stderr = '' } = error as { code?: number; stdout?: string; stderr?: string };
    return { code: code ?? -1, output: `${stdout}${stderr}` };
  }
}

describe('function spans', () => {
  it('counts every line from the first to the last, JSX included, and names nested functions', () => {
    const text = [
      'const Panel = () => {',
      '  const onClick = function () {',
      '    return 1;',
      '  };',
      '  useEffect(() => {',
      '  }, []);',
      '  return <p>',
      '    hi',
      '  </p>;',
      '};',
      'class Store {',
      '  get size() { return 0; }',
      '  load() {',
      '    return 2;',
      '  }',
      '}',
    ].join('\n');
    expect(
      functionSpansOf('a.tsx', text).map(({ name, from, to, lines }) => ({ name, from, to, lines })),
    ).toEqual([
      { name: 'Panel', from: 1, to: 10, lines: 10 },
      { name: 'Panel > onClick', from: 2, to: 4, lines: 3 },
      { name: 'Panel > useEffect(…)', from: 5, to: 6, lines: 2 },
      { name: 'get size', from: 12, to: 12, lines: 1 },
      { name: 'load', from: 13, to: 15, lines: 3 },
    ]);
  });

  it('reads lines of a frontmatter in their place in the .astro file', () => {
    const spans = functionSpansOf('page.astro', 'function title() {\n  return 1;\n}', 2);
    expect(spans).toMatchObject([{ name: 'title', from: 2, to: 4, lines: 3 }]);
  });
});

describe('the check command', () => {
  it(`fails on a function of ${MAX_FUNCTION_LINES + 1} lines, naming its file, name and span`, async () => {
    const { code, output } = await check('src/islands/Probe.tsx', component('Probe', MAX_FUNCTION_LINES + 1));
    expect(code).toBe(1);
    expect(output).toContain(`src/islands/Probe.tsx:1-${MAX_FUNCTION_LINES + 1}  Probe  (151 lines)`);
    expect(output).toContain('span more than 150 lines');
  });

  it(`passes at ${MAX_FUNCTION_LINES} lines`, async () => {
    const { code, output } = await check('src/islands/Probe.tsx', component('Probe', MAX_FUNCTION_LINES));
    expect(output).toContain('Probe  (150 lines)');
    expect(code).toBe(0);
  });

  it('reads the frontmatter and the scripts of .astro pages, lines counted in the page', async () => {
    const body = Array.from({ length: MAX_FUNCTION_LINES - 1 }, (_, i) => `  const a${i} = ${i};`);
    const page = [
      '---',
      'function long() {',
      ...body,
      '}',
      '---',
      '<p>hi</p>',
      '<script>',
      'const f = () => {',
      '};',
      '</script>',
    ];
    const tree = await mkdtemp(join(scratch, 'tree-'));
    await mkdir(join(tree, 'src'));
    await writeFile(join(tree, 'src', 'page.astro'), page.join('\n'));
    expect(functionSpans(tree).map(describeSpan)).toEqual([
      'src/page.astro:2-152  long  (151 lines)',
      'src/page.astro:156-157  f  (2 lines)',
    ]);
  });
});

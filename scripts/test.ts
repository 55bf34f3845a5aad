/**
 * `npm test`: every check, in order, stopping at the first failure, with each stage's time.
 *
 *   node scripts/test.ts                 all stages
 *   node scripts/test.ts budget html     only these stages (in the order given)
 *   node scripts/test.ts --from build    this stage and the ones after it
 *
 * Stages: check (astro check, tsc, biome, knip: unused code and undeclared dependencies), unit
 * (vitest projects unit and integration, with coverage thresholds), studio (install the
 * Studio if needed, `sanity build`, the sample dataset against its schema, generated types
 * unchanged), build (strict translations), bundle (the functions as a deploy bundles them, weighed
 * and searched for modules that must not ship, then a whole booking driven through them in plain
 * Node processes), budget, html (W3C validation), e2e (Playwright against
 * the built site).
 */
import { spawn } from 'node:child_process';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

type Command = [program: string, ...args: string[]];
/**
 * Commands started together, their outputs printed one after the other once all have ended: two
 * single-threaded tools on two cores take the time of the longer one.
 */
interface Together {
  together: Command[];
}
interface Stage {
  name: string;
  what: string;
  commands: Array<Command | Together>;
  /**
   * Started with the first stage and awaited before this one's commands: waiting on the network and
   * the disk (an install), it overlaps the stages before it at no cost to their cores.
   */
  early?: Command;
}

const STAGES: Stage[] = [
  {
    name: 'check',
    what: 'types and lint',
    // `astro check` writes the generated types tsc reads: written once first, then left alone.
    commands: [
      ['astro', 'sync'],
      {
        together: [
          ['astro', 'check', '--noSync'],
          ['tsc', '--noEmit', '-p', 'tsconfig.json'],
        ],
      },
      { together: [['biome', 'check', '--error-on-warnings', '.'], ['knip']] },
    ],
  },
  {
    name: 'unit',
    what: 'unit and integration tests, with coverage',
    // The type-level project (tests/types) is left out: the check stage's tsc already compiles it,
    // and its assertions fail there as they would here, for one type check of the project fewer.
    commands: [['vitest', 'run', '--coverage', '--project', 'unit', '--project', 'integration']],
  },
  {
    name: 'studio',
    what: 'Sanity Studio: build, sample dataset validation, generated types',
    commands: [['node', 'scripts/studio.ts', 'check']],
    // A clean clone spends about 35 s installing the Studio; it writes studio/node_modules only.
    early: ['node', 'scripts/studio.ts', 'install'],
  },
  {
    name: 'build',
    what: 'build with strict translations',
    commands: [['node', 'scripts/build.ts', '--strict-translations']],
  },
  {
    name: 'bundle',
    what: "functions bundled by Netlify's bundler: size budget, forbidden modules, smoke test",
    commands: [
      ['node', 'scripts/bundle-functions.ts'],
      ['node', 'scripts/smoke-bundles.ts'],
    ],
  },
  { name: 'budget', what: 'size budgets', commands: [['node', 'scripts/budget.ts']] },
  { name: 'html', what: 'W3C HTML validation', commands: [['node', 'scripts/validate-html.ts']] },
  { name: 'e2e', what: 'browser tests', commands: [['playwright', 'test']] },
];

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values, positionals } = parseArgs({ options: { from: { type: 'string' } }, allowPositionals: true });
const stages = selectStages(positionals, values.from);

// Tools run on this Node (the project's pinned one) and from node_modules/.bin, however we were started.
const env = {
  ...process.env,
  PATH: [
    dirname(process.execPath),
    join(projectRoot, 'node_modules', '.bin'),
    process.env['PATH'] ?? '',
  ].join(delimiter),
  ASTRO_TELEMETRY_DISABLED: '1',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
};

const early = new Map(
  stages.flatMap((stage) => (stage.early ? [[stage.name, runQuietly(stage.early)] as const] : [])),
);

const timings: Array<[string, number, boolean]> = [];
let failed: string | undefined;
for (const stage of stages) {
  console.log(`\n━━ ${stage.name}: ${stage.what}`);
  const started = performance.now();
  let ok = true;
  const before = early.get(stage.name);
  if (before) {
    const { code, output } = await before;
    console.log(`$ ${stage.early?.join(' ')} (started with the first stage)\n${output.trimEnd()}`);
    // A failed early step is not the stage's failure: its commands do the work again, and say why.
    if (code !== 0) console.log('(failed: the stage retries it)');
  }
  for (const command of stage.commands) {
    ok = (await ('together' in command ? runTogether(command.together) : runShown(command))) === 0;
    if (!ok) break;
  }
  const seconds = (performance.now() - started) / 1000;
  timings.push([stage.name, seconds, ok]);
  console.log(`━━ ${stage.name} ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  if (!ok) {
    failed = stage.name;
    break;
  }
}

console.log('\nStage      Result  Time');
for (const [name, seconds, ok] of timings) {
  console.log(
    `${name.padEnd(10)} ${(ok ? 'passed' : 'FAILED').padEnd(7)} ${seconds.toFixed(1).padStart(6)} s`,
  );
}
const total = timings.reduce((sum, [, seconds]) => sum + seconds, 0);
console.log(`Total      ${' '.repeat(7)} ${total.toFixed(1).padStart(6)} s`);
const passed = timings.filter(([, , ok]) => ok).length;
const skipped = stages.length - timings.length;
console.log(
  `stages: ${passed} passed, ${timings.length - passed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`,
);
if (failed) process.exit(1);

function selectStages(names: string[], from: string | undefined): Stage[] {
  const known = STAGES.map((stage) => stage.name);
  for (const name of [...names, ...(from ? [from] : [])]) {
    if (!known.includes(name)) {
      console.error(`Unknown stage "${name}". Stages: ${known.join(', ')}`);
      process.exit(2);
    }
  }
  if (from) return STAGES.slice(known.indexOf(from));
  if (names.length > 0) return names.map((name) => STAGES[known.indexOf(name)] as Stage);
  return STAGES;
}

function runShown(command: Command): Promise<number> {
  console.log(`$ ${command.join(' ')}`);
  return run(command);
}

/** Runs commands at the same time; prints each one's output, in order, once all have ended. */
async function runTogether(commands: Command[]): Promise<number> {
  console.log(`$ ${commands.map((command) => command.join(' ')).join('  &  ')}`);
  const results = await Promise.all(commands.map(runQuietly));
  results.forEach(({ code, output }, index) => {
    console.log(`$ ${commands[index]?.join(' ')}${code === 0 ? '' : ` (exit code ${code})`}`);
    process.stdout.write(output);
  });
  return results.find(({ code }) => code !== 0)?.code ?? 0;
}

/** Runs a command with its output kept, to print once its stage comes. */
function runQuietly([program, ...args]: Command): Promise<{ code: number; output: string }> {
  const executable = program === 'node' ? process.execPath : program;
  return new Promise((done) => {
    let output = '';
    const child = spawn(executable, args, { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', (error) => done({ code: 127, output: `cannot run ${program}: ${error.message}` }));
    child.on('exit', (code, signal) => done({ code: code ?? (signal ? 128 : 1), output }));
  });
}

function run([program, ...args]: Command): Promise<number> {
  const executable = program === 'node' ? process.execPath : program;
  return new Promise((done) => {
    const child = spawn(executable, args, { cwd: projectRoot, env, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`cannot run ${program}: ${error.message}`);
      done(127);
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 128 : 1)));
  });
}

/**
 * `npm test`: every check, in order, stopping at the first failure, with each stage's time.
 *
 *   node scripts/test.ts                 all stages
 *   node scripts/test.ts budget html     only these stages (in the order given)
 *   node scripts/test.ts --from build    this stage and the ones after it
 *
 * Stages: check (astro check, biome, knip: unused code and undeclared dependencies, the length
 * of every function), unit
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
import { type Command, STAGES, type Stage } from './lib/test-stages.ts';

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

interface StageResult {
  name: string;
  seconds: number;
  ok: boolean;
  /** The stages that ran meanwhile, for a stage run alongside them. */
  alongside?: string[];
}

const started = performance.now();
const results: StageResult[] = [];
const inBackground: Array<{
  stage: Stage;
  result: Promise<{ ok: boolean; seconds: number; output: string }>;
}> = [];
let failed: string | undefined;
for (const stage of stages) {
  failed = await awaitBackground((waiting) => waiting.alongsideUntil === stage.name);
  if (failed) break;
  const joins = stage.alongsideUntil;
  if (joins && stages.some((other) => other.name === joins)) {
    console.log(`\n━━ ${stage.name}: ${stage.what} (in the background until ${joins})`);
    inBackground.push({ stage, result: runStage(stage, true) });
    continue;
  }
  console.log(`\n━━ ${stage.name}: ${stage.what}`);
  const { ok, seconds } = await runStage(stage, false);
  results.push({ name: stage.name, seconds, ok });
  console.log(`━━ ${stage.name} ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  if (!ok) {
    failed = stage.name;
    break;
  }
}
failed = (await awaitBackground(() => true)) ?? failed;

console.log('\nStage      Result  Time');
for (const { name, seconds, ok, alongside } of results) {
  const meanwhile = alongside?.length ? `  (beside ${alongside.join(', ')})` : '';
  console.log(
    `${name.padEnd(10)} ${(ok ? 'passed' : 'FAILED').padEnd(7)} ${seconds.toFixed(1).padStart(6)} s${meanwhile}`,
  );
}
// Wall time: a stage run beside others adds only what they did not cover.
const total = (performance.now() - started) / 1000;
console.log(`Total      ${' '.repeat(7)} ${total.toFixed(1).padStart(6)} s`);
const passed = results.filter(({ ok }) => ok).length;
const skipped = stages.length - results.length;
console.log(
  `stages: ${passed} passed, ${results.length - passed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`,
);
if (failed) process.exit(1);

/**
 * Runs a stage's commands in order, stopping at the first failure; `quiet` keeps their output
 * (a stage in the background) to print when it is awaited.
 */
async function runStage(
  stage: Stage,
  quiet: boolean,
): Promise<{ ok: boolean; seconds: number; output: string }> {
  const stageStarted = performance.now();
  let output = '';
  const print = (text: string) => {
    if (quiet) output += `${text}\n`;
    else console.log(text);
  };
  const before = early.get(stage.name);
  if (before) {
    const { code, output: earlyOutput } = await before;
    print(`$ ${stage.early?.join(' ')} (started with the first stage)\n${earlyOutput.trimEnd()}`);
    // A failed early step is not the stage's failure: its commands do the work again, and say why.
    if (code !== 0) print('(failed: the stage retries it)');
  }
  let ok = true;
  for (const command of stage.commands) {
    if ('together' in command) ok = (await runTogether(command.together, print)) === 0;
    else if (quiet) {
      print(`$ ${command.join(' ')}`);
      const result = await runQuietly(command);
      print(result.output.trimEnd());
      ok = result.code === 0;
    } else ok = (await runShown(command)) === 0;
    if (!ok) break;
  }
  return { ok, seconds: (performance.now() - stageStarted) / 1000, output };
}

/**
 * Awaits the background stages `due` picks, prints their output and result, and returns the name
 * of the first that failed.
 */
async function awaitBackground(due: (stage: Stage) => boolean): Promise<string | undefined> {
  let failure: string | undefined;
  for (const waiting of inBackground.filter(({ stage }) => due(stage))) {
    inBackground.splice(inBackground.indexOf(waiting), 1);
    const { stage } = waiting;
    const { ok, seconds, output } = await waiting.result;
    const alongside = results
      .map(({ name }) => name)
      .filter((name) => stages.findIndex((s) => s.name === name) > stages.indexOf(stage));
    console.log(`\n━━ ${stage.name} (ran beside ${alongside.join(', ') || 'nothing'})`);
    process.stdout.write(output);
    console.log(`━━ ${stage.name} ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`);
    results.push({ name: stage.name, seconds, ok, alongside });
    if (!ok) failure ??= stage.name;
  }
  return failure;
}

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
async function runTogether(
  commands: Command[],
  print: (text: string) => void = console.log,
): Promise<number> {
  print(`$ ${commands.map((command) => command.join(' ')).join('  &  ')}`);
  const ended = await Promise.all(commands.map(runQuietly));
  ended.forEach(({ code, output }, index) => {
    print(`$ ${commands[index]?.join(' ')}${code === 0 ? '' : ` (exit code ${code})`}`);
    print(output.trimEnd());
  });
  return ended.find(({ code }) => code !== 0)?.code ?? 0;
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

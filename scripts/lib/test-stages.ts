/**
 * The stages of `npm test`, in order (scripts/test.ts runs them); CONTRIBUTING.md's table of
 * stages is checked against this list (tests/unit/docs/figures.test.ts).
 */
export type Command = [program: string, ...args: string[]];
/**
 * Commands started together, their outputs printed one after the other once all have ended: two
 * single-threaded tools on two cores take the time of the longer one.
 */
interface Together {
  together: Command[];
}
export interface Stage {
  name: string;
  what: string;
  commands: Array<Command | Together>;
  /**
   * Started with the first stage and awaited before this one's commands: waiting on the network and
   * the disk (an install), it overlaps the stages before it at no cost to their cores.
   */
  early?: Command;
  /**
   * Runs in the background from its place in the order while the stages after it run, and the
   * named stage waits for it: a stage that keeps about one core busy, beside stages that each keep
   * about one core busy, takes no time of its own. Its output is printed whole when it is awaited.
   */
  alongsideUntil?: string;
}

export const STAGES: Stage[] = [
  {
    name: 'check',
    what: 'types and lint',
    // `astro check` type-checks every file tsconfig.json includes (the .ts and .tsx of src/,
    // functions/, scripts/ and tests/ as well as the .astro pages), with the same compiler options
    // and errors as `tsc --noEmit` (unused names included): a second full type check by tsc cost
    // the stage a core for 50 s and found nothing more.
    commands: [
      ['astro', 'sync'],
      // Four tools on two cores: the three short ones fill the gaps the long one leaves. The
      // function-length check counts the lines a function spans (biome's count skips JSX).
      {
        together: [
          ['astro', 'check', '--noSync'],
          ['biome', 'check', '--error-on-warnings', '.'],
          ['knip'],
          ['node', 'scripts/function-length.ts'],
        ],
      },
    ],
  },
  {
    name: 'unit',
    what: 'unit and integration tests, with coverage',
    // The type-level project (tests/types) is left out: the check stage's type check compiles it,
    // and its assertions fail there as they would here, for one type check of the project fewer.
    commands: [['vitest', 'run', '--coverage', '--project', 'unit', '--project', 'integration']],
  },
  {
    name: 'studio',
    what: 'Sanity Studio: build, sample dataset validation, generated types',
    commands: [['node', 'scripts/studio.ts', 'check']],
    // A clean clone spends about 35 s installing the Studio; it writes studio/node_modules only.
    early: ['node', 'scripts/studio.ts', 'install'],
    // `sanity build` keeps one core busy for a minute; the stages from build to html mostly one
    // (astro build, the bundler, the validator): together they share the two cores. The Studio
    // writes only studio/ and the generated types, which it leaves unchanged or fails.
    alongsideUntil: 'e2e',
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

/**
 * What the Lighthouse benchmark prints: each page's medians beside a plain control page's, measured
 * in the same run, with the differences and the goal each page meets or misses. On a shared machine
 * the absolute figures move from run to run; the differences to the control are what compare.
 */
import { percentile } from './percentiles.ts';

/** One Lighthouse run of one page: category scores (0-100) and metrics in milliseconds. */
export interface LighthouseRun {
  perf: number;
  a11y: number;
  best: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** The goal of a content page: performance 100, LCP at most 0.8 s, TBT within 50 ms of the control. */
export const GOAL = { perf: 100, lcpMs: 800, tbtOverControlMs: 50 } as const;

/**
 * The plain page measured beside the site's: a heading and a paragraph in a main landmark, and the
 * site's icon (a browser asks for one either way: the same request on both sides).
 */
export const CONTROL_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="description" content="A plain page measured beside the site\'s pages.">' +
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
  '<title>Control</title></head><body><main><h1>A plain page</h1>' +
  '<p>A heading and a paragraph, measured in the same run as the site, as the floor its pages compare to.</p>' +
  '</main></body></html>\n';

const median = (values: readonly number[]) => percentile(values, 50);

/** The median of each figure over a page's runs. */
export function medians(runs: readonly LighthouseRun[]): LighthouseRun {
  const of = (key: keyof LighthouseRun) => median(runs.map((run) => run[key]));
  return {
    perf: of('perf'),
    a11y: of('a11y'),
    best: of('best'),
    seo: of('seo'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
  };
}

/** What a page misses of the goal, against the control's medians; empty when it meets it. */
export function missedGoals(page: LighthouseRun, control: LighthouseRun): string[] {
  const missed: string[] = [];
  if (page.perf < GOAL.perf) missed.push('perf');
  if (page.lcpMs > GOAL.lcpMs) missed.push('LCP');
  if (page.tbtMs - control.tbtMs > GOAL.tbtOverControlMs) missed.push('TBT');
  if (page.cls > 0) missed.push('CLS');
  return missed;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const signed = (value: string, negative: boolean) => (negative ? value : `+${value}`);

/** The table: the control first, then each page's medians with its differences to the control's. */
export function summaryTable(control: LighthouseRun, pages: ReadonlyArray<[string, LighthouseRun]>): string {
  const header = ['page', 'perf', 'a11y', 'best', 'SEO', 'LCP', 'ΔLCP', 'TBT', 'ΔTBT', 'CLS', 'goal'];
  const row = (name: string, figures: LighthouseRun, isControl: boolean) => {
    const lcpDelta = figures.lcpMs - control.lcpMs;
    const tbtDelta = figures.tbtMs - control.tbtMs;
    const missed = missedGoals(figures, control);
    return [
      name,
      String(figures.perf),
      String(figures.a11y),
      String(figures.best),
      String(figures.seo),
      seconds(figures.lcpMs),
      isControl ? '' : signed(seconds(lcpDelta), lcpDelta < 0),
      `${Math.round(figures.tbtMs)} ms`,
      isControl ? '' : signed(`${Math.round(tbtDelta)} ms`, tbtDelta < 0),
      figures.cls.toFixed(3),
      isControl ? '' : missed.length === 0 ? 'met' : `missed: ${missed.join(', ')}`,
    ];
  };
  const rows = [row('control', control, true), ...pages.map(([name, figures]) => row(name, figures, false))];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((cells) => cells[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

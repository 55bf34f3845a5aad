import { describe, expect, it } from 'vitest';
import {
  CONTROL_HTML,
  type LighthouseRun,
  medians,
  missedGoals,
  summaryTable,
} from '../../../../scripts/lib/lighthouse-summary.ts';

const run = (figures: Partial<LighthouseRun>): LighthouseRun => ({
  perf: 100,
  a11y: 100,
  best: 100,
  seo: 100,
  lcpMs: 700,
  tbtMs: 60,
  cls: 0,
  ...figures,
});

describe('the Lighthouse benchmark summary', () => {
  it('takes the median of each figure over the runs', () => {
    const runs = [
      run({ lcpMs: 900, tbtMs: 10 }),
      run({ lcpMs: 700, tbtMs: 400 }),
      run({ lcpMs: 800, tbtMs: 90 }),
    ];
    expect(medians(runs)).toMatchObject({ lcpMs: 800, tbtMs: 90, perf: 100 });
  });

  it('measures TBT against the control of the same run, LCP and performance against the goal', () => {
    const control = run({ tbtMs: 100 });
    expect(missedGoals(run({ tbtMs: 150, lcpMs: 800 }), control)).toEqual([]);
    expect(missedGoals(run({ tbtMs: 151 }), control)).toEqual(['TBT']);
    expect(missedGoals(run({ lcpMs: 801, perf: 99 }), control)).toEqual(['perf', 'LCP']);
    expect(missedGoals(run({ cls: 0.01 }), control)).toEqual(['CLS']);
  });

  it("prints the control first, then each page's figures with its differences to the control", () => {
    const table = summaryTable(run({ lcpMs: 620, tbtMs: 80 }), [
      ['/', run({ lcpMs: 850, tbtMs: 70 })],
      ['/fr', run({ lcpMs: 780, tbtMs: 120 })],
    ]).split('\n');
    expect(table[0]).toMatch(/^page +perf +a11y +best +SEO +LCP +ΔLCP +TBT +ΔTBT +CLS +goal$/);
    expect(table[2]).toMatch(/^control +100 +100 +100 +100 +0\.62 s +80 ms +0\.000$/);
    expect(table[3]).toMatch(/^\/ +100 .* 0\.85 s +\+0\.23 s +70 ms +-10 ms +0\.000 +missed: LCP$/);
    expect(table[4]).toMatch(/^\/fr +100 .* 0\.78 s +\+0\.16 s +120 ms +\+40 ms +0\.000 +met$/);
  });

  it('measures a plain page: a heading and a paragraph, no script, no style, no picture', () => {
    expect(CONTROL_HTML).toContain('<h1>');
    expect(CONTROL_HTML).toContain('<p>');
    expect(CONTROL_HTML).not.toMatch(/<(script|style|img|picture)\b/);
  });
});

/**
 * The figures the documents quote are read from their one source: the size budgets, the stages of
 * `npm test`, the coverage floors, the browser tests' ports and the longest a function may be. A
 * change to one of them fails here until the text follows.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_FUNCTION_LINES } from '../../../scripts/lib/function-length.ts';
import {
  ADMIN_PAGE_BUDGET,
  CONTENT_PAGE_BUDGET,
  ISLAND_PAGE_BUDGET,
  KB,
} from '../../../scripts/lib/page-budgets.ts';
import { PORT_VARIABLES, TEST_DEFAULTS } from '../../../scripts/lib/platform-settings.ts';
import { STAGES } from '../../../scripts/lib/test-stages.ts';
import { COVERAGE_FLOORS } from '../../coverage-floors.ts';

const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');
/** A paragraph's text on one line, so a figure and its unit may be split across lines. */
const flat = (text: string) => text.replace(/\s+/g, ' ');
const kb = (bytes: number | undefined) => `${(bytes ?? Number.NaN) / KB} KB`;

const contributing = flat(read('CONTRIBUTING.md'));
const development = flat(read('docs/development.md'));

describe('figures quoted by the documents', () => {
  it('the budgets, in CONTRIBUTING.md and docs/development.md', () => {
    expect(contributing).toContain(
      `at most ${kb(CONTENT_PAGE_BUDGET.js)} of JS, ${kb(CONTENT_PAGE_BUDGET.html)} of HTML and ` +
        `${kb(CONTENT_PAGE_BUDGET.css)} of CSS (gzip)`,
    );
    expect(contributing).toContain(
      `at most ${kb(ISLAND_PAGE_BUDGET.initialJs)} of JS at first load and ${kb(ISLAND_PAGE_BUDGET.js)} in all`,
    );
    expect(contributing).toContain(`the back office at most ${kb(ADMIN_PAGE_BUDGET.js)} of JS`);
    expect(development).toContain(
      `island pages at most ${kb(ISLAND_PAGE_BUDGET.initialJs)} gzip of JavaScript at first load and ` +
        `${kb(ISLAND_PAGE_BUDGET.js)} with every lazy chunk`,
    );
  });

  it('the stages of npm test, in order, in CONTRIBUTING.md', () => {
    const table = read('CONTRIBUTING.md')
      .split('\n')
      .map((line) => /^\| `([a-z0-9]+)` +\|/.exec(line)?.[1])
      .filter((name) => name !== undefined);
    expect(table).toEqual(STAGES.map((stage) => stage.name));
  });

  it('the coverage floors, in CONTRIBUTING.md', () => {
    const [domain, server, stores] = [
      COVERAGE_FLOORS['src/domain/**'].lines,
      COVERAGE_FLOORS['src/server/**'].lines,
      COVERAGE_FLOORS['src/stores/**'].lines,
    ];
    expect(contributing).toContain(
      `it fails below ${domain} % of lines in \`src/domain\`, ${server} % in \`src/server\` and ` +
        `${stores} % in \`src/stores\``,
    );
    expect(Object.keys(COVERAGE_FLOORS)).toEqual(['src/domain/**', 'src/server/**', 'src/stores/**']);
  });

  it('the longest a function may be, in CONTRIBUTING.md', () => {
    expect(contributing).toContain(`no function spans more than ${MAX_FUNCTION_LINES} lines`);
  });

  it("the browser tests' ports, each moved by E2E_PORT_OFFSET, in CONTRIBUTING.md", () => {
    const { port, dbPort, simulatorPort, whatsappTwinPort, cinetpayTwinPort } = TEST_DEFAULTS;
    const count = ['one', 'two', 'three', 'four', 'five'][Object.keys(PORT_VARIABLES).length - 1];
    expect(contributing).toContain(
      `(site ${port}, database ${dbPort}, simulator ${simulatorPort}, twin ${whatsappTwinPort}, ` +
        `CinetPay twin ${cinetpayTwinPort}). \`E2E_PORT_OFFSET=100\` moves all ${count},`,
    );
  });
});

/**
 * Size budgets of the built site (gzip): every content page ships no framework JS, at most 3 KB of
 * JavaScript, 30 KB of HTML and 12 KB of CSS; the island pages (checkout, payment, booking details)
 * at most 85 KB of JavaScript at first load and 102 KB in total, chunks loaded later (validation
 * rules, sonner with the first toast, review form, the checkout's steps 2 to 4) included. (The first
 * load went to 86.5 along the way and came back once the islands' code went into a few files; the
 * total to 103.) Prints a table and fails when a page is over. The back office (/admin) carries at most 120 KB of JavaScript in all.
 *
 *   node scripts/budget.ts [--dist dir]
 */
import { existsSync, readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ADMIN_PAGE_BUDGET, CONTENT_PAGE_BUDGET, ISLAND_PAGE_BUDGET } from './lib/page-budgets.ts';
import {
  type Budget,
  budgetProblems,
  formatKb,
  type PageWeight,
  routeOfHtmlFile,
  weighPage,
} from './lib/page-weight.ts';

const ADMIN_PAGES = /^(?:\/fr)?\/admin$/;
/** Pages built around an island; every other page is a content page. */
const ISLAND_PAGES = /^(?:\/fr)?\/(?:checkout|payments\/pay|payments\/partial\/pay|packages\/search)$/;

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' } } });
const distDir = resolve(projectRoot, values.dist);
if (!existsSync(join(distDir, 'index.html'))) {
  console.error(`No built site in ${distDir}: run \`npm run build\` first.`);
  process.exit(1);
}

const read = (sitePath: string): string | undefined => {
  const file = join(distDir, sitePath);
  return file.startsWith(distDir) && existsSync(file) ? readFileSync(file, 'utf8') : undefined;
};

const rows: Array<{ weight: PageWeight; kind: string; problems: string[] }> = [];
for (const file of await htmlFiles(distDir)) {
  const route = routeOfHtmlFile(relative(distDir, file));
  const kind = ADMIN_PAGES.test(route) ? 'admin' : ISLAND_PAGES.test(route) ? 'island' : 'content';
  const weight = weighPage(route, readFileSync(file, 'utf8'), read);
  const budget = { admin: ADMIN_PAGE_BUDGET, island: ISLAND_PAGE_BUDGET, content: CONTENT_PAGE_BUDGET }[kind];
  rows.push({ weight, kind, problems: budgetProblems(weight, budget) });
}
rows.sort((a, b) => a.weight.route.localeCompare(b.weight.route));

const header = ['page', 'kind', 'HTML', 'CSS', 'JS first load', 'JS total', 'framework JS', 'budget'];
const table = rows.map(({ weight, kind, problems }) => [
  weight.route,
  kind,
  formatKb(weight.html),
  formatKb(weight.css),
  formatKb(weight.initialJs),
  formatKb(weight.js),
  formatKb(weight.frameworkJs),
  problems.length === 0 ? 'ok' : `OVER: ${problems.join('; ')}`,
]);
const widths = header.map((title, column) =>
  Math.max(title.length, ...table.map((row) => row[column]?.length ?? 0)),
);
const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
console.log(line(header));
console.log(line(widths.map((width) => '-'.repeat(width))));
for (const row of table) console.log(line(row));

const failing = rows.filter((row) => row.problems.length > 0);
const limits = (budget: Budget) =>
  `HTML ${formatKb(budget.html)}, CSS ${formatKb(budget.css)}, ` +
  (budget.initialJs === undefined ? '' : `JS at first load ${formatKb(budget.initialJs)}, `) +
  `JS in total ${formatKb(budget.js)}` +
  (budget.frameworkJs === undefined ? '' : `, framework JS ${formatKb(budget.frameworkJs)}`);
console.log(
  `\nBudgets (gzip): content pages ${limits(CONTENT_PAGE_BUDGET)}; island pages ${limits(ISLAND_PAGE_BUDGET)}.`,
);
console.log(`budget: ${rows.length - failing.length} passed, ${failing.length} failed`);
if (failing.length > 0) process.exit(1);

async function htmlFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * W3C validation (the Nu Html Checker from `vnu-jar`, run by the system Java) of every page of the
 * built site. Errors fail; warnings are printed.
 *
 *   node scripts/validate-html.ts [--dist dir]
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' } } });
const distDir = resolve(projectRoot, values.dist);
if (!existsSync(join(distDir, 'index.html'))) {
  console.error(`No built site in ${distDir}: run \`npm run build\` first.`);
  process.exit(1);
}

const jar = join(
  dirname(fileURLToPath(import.meta.resolve('vnu-jar/package.json'))),
  'build',
  'dist',
  'vnu.jar',
);
const report = await runValidator([
  '-Xss1m',
  '-jar',
  jar,
  '--format',
  'json',
  '--exit-zero-always',
  '--skip-non-html',
  distDir,
]);
const messages = (JSON.parse(report) as { messages: VnuMessage[] }).messages;

const where = (message: VnuMessage) => {
  const file = message.url ? relative(distDir, fileURLToPath(message.url)) : '?';
  return message.lastLine === undefined ? file : `${file}:${message.lastLine}`;
};
const errors = messages.filter((message) => message.type !== 'info');
const warnings = messages.filter((message) => message.type === 'info' && message.subType === 'warning');
for (const message of warnings) console.log(`warning ${where(message)}: ${message.message}`);
for (const message of errors) {
  console.log(`error   ${where(message)}: ${message.message}`);
  if (message.extract) console.log(`        ${message.extract.replace(/\s+/g, ' ').trim()}`);
}
const pages = new Set(errors.map((message) => message.url)).size;
const checked = readdirSync(distDir, { recursive: true }).filter((file) =>
  String(file).endsWith('.html'),
).length;
console.log(
  `\nhtml: ${checked} pages checked, ${errors.length} errors in ${pages} pages, ${warnings.length} warnings`,
);
if (errors.length > 0) process.exit(1);

function runValidator(args: string[]): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn('java', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    // vnu writes its JSON report to stderr.
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.stdout.on('data', (chunk: Buffer) => process.stdout.write(chunk));
    child.on('error', (error) =>
      fail(new Error(`cannot run java (install default-jre-headless): ${error.message}`)),
    );
    child.on('exit', (code) => {
      const text = Buffer.concat(output).toString('utf8');
      if (code === 0) done(text);
      else fail(new Error(`the validator exited with ${code}: ${text.slice(0, 2000)}`));
    });
  });
}

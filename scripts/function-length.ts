/**
 * Fails when a function in src/, functions/, netlify/ or scripts/ spans more than 150 lines
 * (CONTRIBUTING.md, The checks), naming each; prints the ten longest either way. Part of the check
 * stage of `npm test`.
 */
import { describeSpan, functionSpans, MAX_FUNCTION_LINES } from './lib/function-length.ts';

const spans = functionSpans(process.cwd());
const tooLong = spans.filter((span) => span.lines > MAX_FUNCTION_LINES);
console.log(`the longest of ${spans.length} functions, by the lines each spans:`);
for (const span of spans.slice(0, 10)) console.log(`  ${describeSpan(span)}`);
if (tooLong.length > 0) {
  console.error(`\n${tooLong.length} function(s) span more than ${MAX_FUNCTION_LINES} lines; split each:`);
  for (const span of tooLong) console.error(`  ${describeSpan(span)}`);
  process.exitCode = 1;
}

/**
 * Keeps the French translation memory complete.
 *
 *   node scripts/translations-missing.ts             prints, as JSON, the English texts the memory lacks
 *                                                    ([{ "en": ..., "fr": "" }]: fill "fr" in and apply)
 *   node scripts/translations-missing.ts --apply F   stores F's filled entries as human translations
 *   node scripts/translations-missing.ts --unused    prints the memory entries no content uses any more
 *   node scripts/translations-missing.ts --prune     removes those entries
 *
 * Reads the content the way the build does (sample dataset, or Sanity when SANITY_PROJECT_ID is set).
 * Rich-text blocks appear as tagged strings: keep every <mN>…</mN> and <oN/> in the French.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { fetchSiteContent } from '../src/content/source.ts';
import {
  DEFAULT_MEMORY_PATH,
  loadMemory,
  lookupTranslation,
  saveMemory,
  storeTranslation,
} from '../src/content/translation/memory.ts';
import { taggedTranslationProblem } from '../src/content/translation/portable-text-tags.ts';
import { textKey } from '../src/content/translation/text-key.ts';
import { collectUnits } from '../src/content/translation/translate-content.ts';
import { applyFrenchTypography } from '../src/i18n/french-typography.ts';

const { values } = parseArgs({
  options: {
    apply: { type: 'string' },
    unused: { type: 'boolean', default: false },
    prune: { type: 'boolean', default: false },
    memory: { type: 'string', default: DEFAULT_MEMORY_PATH },
  },
});
const memoryPath = values.memory;
const memory = await loadMemory(memoryPath);

if (values.apply) {
  const entries = JSON.parse(await readFile(values.apply, 'utf8')) as Array<{ en: string; fr: string }>;
  const problems: string[] = [];
  let stored = 0;
  for (const { en, fr } of entries) {
    if (!fr.trim()) continue;
    const problem = taggedTranslationProblem(en, fr);
    if (problem) {
      problems.push(`${JSON.stringify(en)}: ${problem}`);
      continue;
    }
    if (storeTranslation(memory, { en, fr: applyFrenchTypography(fr), source: 'human' })) stored += 1;
  }
  await saveMemory(memoryPath, memory);
  console.log(`Stored ${stored} translation(s) in ${memoryPath}.`);
  if (problems.length > 0) {
    console.error(`Not stored:\n${problems.join('\n')}`);
    process.exitCode = 1;
  }
} else {
  const { plain, tagged } = collectUnits(await fetchSiteContent());
  if (values.unused || values.prune) {
    const used = new Set([...plain, ...tagged].map(textKey));
    const unused = [...memory.keys()].filter((key) => !used.has(key));
    if (values.prune) {
      for (const key of unused) memory.delete(key);
      await saveMemory(memoryPath, memory);
      console.log(
        `Removed ${unused.length} unused entr${unused.length === 1 ? 'y' : 'ies'} from ${memoryPath}.`,
      );
    } else {
      console.log(
        JSON.stringify(
          unused.map((key) => ({ key, ...memory.get(key) })),
          null,
          2,
        ),
      );
    }
  } else {
    const missing = [...plain, ...tagged].filter((en) => !lookupTranslation(memory, en));
    console.log(
      JSON.stringify(
        missing.map((en) => ({ en, fr: '' })),
        null,
        2,
      ),
    );
    console.error(`${missing.length} of ${plain.length + tagged.length} text(s) missing from ${memoryPath}.`);
  }
}

/**
 * `npm run content:import`: pushes the sample dataset (or `CONTENT_DATASET_PATH`), its images and
 * the French translation memory into the Sanity project `SANITY_PROJECT_ID`, dataset
 * `SANITY_DATASET`, with `SANITY_WRITE_TOKEN` (an Editor token, never the build's read token).
 * See docs/studio.md.
 */
import './lib/load-env-file.ts';
import { dirname, join, resolve } from 'node:path';
import { DEFAULT_DATASET_PATH, sanityConfigFromEnv } from '../src/content/sanity-config.ts';
import { createSanityClient } from '../src/content/source.ts';
import { DEFAULT_MEMORY_PATH, loadMemory } from '../src/content/translation/memory.ts';
import { importDataset } from './lib/content-import.ts';

const writeToken = process.env.SANITY_WRITE_TOKEN?.trim();
// The write token stands in for the read token here (the build never sees it).
const config = sanityConfigFromEnv({
  ...process.env,
  SANITY_TOKEN: writeToken,
  SANITY_WRITE_TOKEN: undefined,
});
if (!config || !writeToken) {
  console.error('Set SANITY_PROJECT_ID, SANITY_DATASET and SANITY_WRITE_TOKEN (an Editor token).');
  process.exit(2);
}
const datasetPath = resolve(process.env.CONTENT_DATASET_PATH?.trim() || DEFAULT_DATASET_PATH);
try {
  // Writes go to the live API, never the CDN.
  const client = createSanityClient(config).withConfig({ useCdn: false, perspective: 'raw' });
  console.log(`Importing ${datasetPath} into project ${config.projectId}, dataset ${config.dataset}`);
  await importDataset({
    client,
    datasetPath,
    imagesDir: join(dirname(datasetPath), 'images'),
    memory: await loadMemory(DEFAULT_MEMORY_PATH),
  });
} catch (error) {
  console.error(`Import failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}

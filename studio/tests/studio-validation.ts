/**
 * The Studio's own validation (Sanity's `validateDocument` with this schema) over the sample
 * dataset, for tests: what an editor would see before publishing.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { evaluate, parse } from 'groq-js';
import { createSchema, type SanityDocument, validateDocument, type Workspace } from 'sanity';
import { schemaTypes } from '../schemaTypes/index.ts';

const datasetPath = fileURLToPath(new URL('../../content/sample/dataset.ndjson', import.meta.url));
export const dataset = readFileSync(datasetPath, 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as SanityDocument);

export const schema = createSchema({ name: 'default', types: schemaTypes });

/** A client answering GROQ over the given documents, for validators that query (unique slugs). */
function localClient(documents: SanityDocument[]) {
  const client = {
    fetch: async (query: string, params: Record<string, unknown> = {}) =>
      (await evaluate(parse(query, { params }), { dataset: documents, params })).get(),
    withConfig: () => client,
    config: () => ({ projectId: 'local', dataset: 'sample', apiVersion: '2025-02-19' }),
  };
  return client;
}

/**
 * Markers as the Studio computes them before publishing ("studio"), or as the CLI does ("cli"):
 * the CLI also warns about fields the schema does not know, but then lowers the level of every
 * rule of an object field (slugs) to a warning, so each environment is asked what it knows best.
 */
export async function validate(
  document: SanityDocument,
  environment: 'studio' | 'cli',
  documents: SanityDocument[] = dataset,
) {
  const ids = new Set(documents.map((doc) => doc._id));
  const client = localClient(documents);
  const markers = await validateDocument({
    document,
    workspace: { schema, getClient: () => client } as unknown as Workspace,
    getClient: () => client as never,
    getDocumentExists: async ({ id }) => ids.has(id),
    environment,
  });
  return markers.map((marker) => ({
    level: marker.level,
    text: `${marker.path.join('.')}: ${marker.message}`,
  }));
}

/** What would stop an editor from publishing the document. */
export async function validationErrors(document: SanityDocument, documents: SanityDocument[] = dataset) {
  const markers = await validate(document, 'studio', documents);
  return markers.filter((marker) => marker.level === 'error').map((marker) => marker.text);
}

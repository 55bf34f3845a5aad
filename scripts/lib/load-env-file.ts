/**
 * Imported first by the commands a person runs (`npm start`, `npm run build`, the agency's commands,
 * the Studio): `.env` at the project's root, when there is one, fills what the environment leaves
 * unset (a variable already set wins). Not by `npm test` and the browser tests' server, which must
 * not reach the database or the services a developer's `.env` names.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const envFile = join(resolve(dirname(fileURLToPath(import.meta.url)), '..', '..'), '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

/**
 * Prints the SQL that gives the functions' database role what they need (`npm run db:grants`),
 * made from the one list in `src/server/db/grants.ts`: run it as the tables' owner once, then again
 * after each migration that adds a table. `-- --role NAME --database NAME` for other names.
 */
import { parseArgs } from 'node:util';
import { DEPLOYED_TARGET, functionsRoleSql } from '../src/server/db/grants.ts';

const { values } = parseArgs({
  options: {
    role: { type: 'string', default: DEPLOYED_TARGET.role },
    database: { type: 'string', default: DEPLOYED_TARGET.database },
  },
});
const target = { role: values.role, database: values.database };
for (const name of [target.role, target.database]) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) {
    console.error(`not a plain SQL name: ${name}`);
    process.exit(2);
  }
}
process.stdout.write(functionsRoleSql(target));

/**
 * How the islands' code is cut into files (the client build's `codeSplitting` groups). Left to
 * itself the bundler makes one file per set of importers, lazy chunks and the back office counted:
 * the checkout's first load was fourteen files, many under 0.5 KB, each gzipped alone and each one
 * more request through the service worker. Here:
 * - React, React DOM, its scheduler and Astro's renderer are one file, `react`, every island page
 *   loads (and keeps in cache from one island page to the next);
 * - code the customers' islands (checkout, payment, booking look-up) share is one file per set of
 *   those islands, whatever the back office or a lazy chunk also uses, so a customer's page loads a
 *   few files; code only the back office uses never joins them (it is not shared by two customers'
 *   islands), and a lazy chunk's own code stays lazy (only static imports count);
 * - of that shared code, what a third island loads only later (through a lazy chunk) is a file of
 *   its own, `islands-payment-tracking-then-checkout`: that island then loads what it uses, not all
 *   its two neighbours share (the checkout's step 4 took the payment page's notes with its e-mail);
 * - the more islands share a module, the earlier its group takes it: a file of two islands would
 *   otherwise take what all three share with its own modules' imports, and the third island would
 *   load that file for it;
 * - everything else as the bundler chooses.
 */

/** What the bundler says of a module (Rolldown's `ModuleInfo`, the part read here). */
interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { isEntry: boolean; importers: readonly string[]; dynamicImporters?: readonly string[] } | null;
}

/** React, React DOM, its scheduler and Astro's renderer: one file. */
const REACT = /[\\/]node_modules[\\/](?:react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/;
/**
 * A customer's island: an entry module of `src/islands/` or of one of its feature folders
 * (`checkout/CheckoutIsland.tsx`), the back office's `admin/` aside.
 */
const CUSTOMER_ISLAND =
  /[\\/]src[\\/]islands[\\/](?:(?!admin[\\/])[\w-]+[\\/])?([A-Za-z]+?)(?:Island)?\.tsx$/;

/**
 * The customers' islands that load the module (itself included when it is one): `first` through
 * static imports, `later` only through a lazy chunk (an `import()` on the way).
 */
function customerIslandsOf(id: string, graph: ModuleGraph): { first: string[]; later: string[] } {
  const found = { first: new Set<string>(), later: new Set<string>() };
  const seen = new Set<string>();
  const queue: Array<[string, 'first' | 'later']> = [[id, 'first']];
  while (queue.length > 0) {
    const [current, when] = queue.pop() as [string, 'first' | 'later'];
    if (seen.has(`${when} ${current}`)) continue;
    seen.add(`${when} ${current}`);
    const info = graph.getModuleInfo(current);
    if (!info) continue;
    const island = info.isEntry ? CUSTOMER_ISLAND.exec(current)?.[1] : undefined;
    if (island) found[when].add(island.toLowerCase());
    for (const importer of info.importers) queue.push([importer, when]);
    for (const importer of info.dynamicImporters ?? []) queue.push([importer, 'later']);
  }
  const first = [...found.first].sort();
  return { first, later: [...found.later].filter((island) => !found.first.has(island)).sort() };
}

/** The file of customers' shared code a module goes to (a group's `name`); null: not shared. */
export function islandChunkName(id: string, graph: ModuleGraph): string | null {
  const { first, later } = customerIslandsOf(id, graph);
  if (first.length < 2) return null;
  return `islands-${first.join('-')}${later.length > 0 ? `-then-${later.join('-')}` : ''}`;
}

/** The names of the modules `count` islands load first, and some other island later or not. */
function sharedBy(count: number, withLater: boolean) {
  return (id: string, graph: ModuleGraph): string | null => {
    const { first, later } = customerIslandsOf(id, graph);
    return first.length === count && later.length > 0 === withLater ? islandChunkName(id, graph) : null;
  };
}

/**
 * The client build's groups. React's comes first: a group takes the modules its modules import,
 * so the shared islands' files would otherwise take React's core with them; then the files of
 * more islands before those of fewer, and of code a third island loads later before the rest.
 */
export const ISLAND_CHUNK_GROUPS = [
  { name: 'react', test: REACT, priority: 5 },
  { name: sharedBy(3, false), priority: 4 },
  { name: sharedBy(2, true), priority: 3 },
  { name: sharedBy(2, false), priority: 2 },
];

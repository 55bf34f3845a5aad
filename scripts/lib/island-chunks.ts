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
 * - everything else as the bundler chooses.
 */

/** What the bundler says of a module (Rolldown's `ModuleInfo`, the part read here). */
interface ModuleGraph {
  getModuleInfo(id: string): { isEntry: boolean; importers: readonly string[] } | null;
}

/** React, React DOM, its scheduler and Astro's renderer: one file. */
const REACT = /[\\/]node_modules[\\/](?:react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/;
/** A customer's island: an entry module of `src/islands/` (the back office's are in `admin/`). */
const CUSTOMER_ISLAND = /[\\/]src[\\/]islands[\\/]([A-Za-z]+?)(?:Island)?\.tsx$/;

/** The customers' islands whose static imports reach the module (itself included when it is one). */
function customerIslandsOf(id: string, graph: ModuleGraph): string[] {
  const islands = new Set<string>();
  const seen = new Set<string>();
  const queue = [id];
  while (queue.length > 0) {
    const current = queue.pop() as string;
    if (seen.has(current)) continue;
    seen.add(current);
    const info = graph.getModuleInfo(current);
    if (!info) continue;
    const island = info.isEntry ? CUSTOMER_ISLAND.exec(current)?.[1] : undefined;
    if (island) islands.add(island.toLowerCase());
    queue.push(...info.importers);
  }
  return [...islands].sort();
}

/** The file of customers' shared code a module goes to (a group's `name`); null: not shared. */
export function islandChunkName(id: string, graph: ModuleGraph): string | null {
  const islands = customerIslandsOf(id, graph);
  return islands.length >= 2 ? `islands-${islands.join('-')}` : null;
}

/**
 * The client build's groups. React's comes first: a group takes the modules its modules import,
 * so the shared islands' files would otherwise take React's core with them.
 */
export const ISLAND_CHUNK_GROUPS = [
  { name: 'react', test: REACT, priority: 2 },
  { name: islandChunkName, priority: 1 },
];

/**
 * Starts a build of the site through a Netlify build hook (an empty POST), so content written to
 * the CMS by a function reaches the pages. Never throws: the content is already written, and a
 * build that did not start only delays it until the next one.
 */
const HOOK_TIMEOUT_MS = 10_000;

export type RebuildOutcome = { started: true } | { started: false; reason: string };

export async function startRebuild(
  hookUrl: string,
  fetchImpl: typeof fetch = fetch,
): Promise<RebuildOutcome> {
  try {
    const response = await fetchImpl(hookUrl, {
      method: 'POST',
      signal: AbortSignal.timeout(HOOK_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.ok ? { started: true } : { started: false, reason: `HTTP ${response.status}` };
  } catch (error) {
    // The error's text may hold the URL, which is a secret: keep its kind only.
    return { started: false, reason: (error as Error).name || 'network error' };
  }
}

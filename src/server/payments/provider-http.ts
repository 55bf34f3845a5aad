/** What the providers' HTTP adapters share: reading an answer and saying why there was none. */

export function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A failure to get an answer, said for the log: a time-out, or the network's reason and code. */
export function describeFailure(provider: string, error: unknown, timeoutMs: number, call: string): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `${provider} did not answer ${call} within ${timeoutMs} ms`;
  }
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined)?.code : undefined;
  const reason = error instanceof Error ? error.message : String(error);
  if (typeof cause === 'string') return `${provider} could not be reached for ${call}: ${reason} (${cause})`;
  return `${provider} could not be reached for ${call}: ${reason}`;
}

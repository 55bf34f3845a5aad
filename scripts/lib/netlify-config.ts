/**
 * netlify.toml as Netlify reads it: @netlify/config, offline, for the production context. A setting
 * Netlify would reject throws; a redirect or header rule it would drop is returned as a warning.
 */
import { resolveConfig } from '@netlify/config';

export interface NetlifyConfig {
  // biome-ignore lint/suspicious/noExplicitAny: @netlify/config ships no type for its result.
  config: Record<string, any>;
  /** Rules Netlify would skip, in its own words (an empty list when the file is clean). */
  warnings: string[];
}

export async function readNetlifyConfig(siteRoot: string): Promise<NetlifyConfig> {
  const { config, logs } = await resolveConfig({
    cwd: siteRoot,
    repositoryRoot: siteRoot,
    offline: true,
    context: 'production',
    buffer: true,
  });
  // Netlify pads its log lines with zero-width spaces.
  const clean = (line: string) => line.replace(/\u200b/g, '').trim();
  const warnings = [...(logs?.stdout ?? []), ...(logs?.stderr ?? [])].map(clean).filter(Boolean);
  return { config, warnings };
}

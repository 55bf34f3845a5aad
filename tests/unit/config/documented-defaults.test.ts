/**
 * The default each variable's row of docs/configuration.md states in parentheses ("(2)",
 * "(15 min)", "(`v23.0`)") is the code's: each is read from the table and compared with the
 * constant the code falls back to. A default changed in the code, or in the text, fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PORT_VARIABLES, START_DEFAULTS } from '../../../scripts/lib/platform-settings.ts';
import { VARIABLE_DOCS, VARIABLE_NAMES } from '../../../src/config/environment.ts';
import { DEFAULT_REDIRECT_ALLOWED_HOSTS } from '../../../src/content/redirects.ts';
import { DEFAULT_DATASET_PATH, DEFAULT_SANITY_DATASET } from '../../../src/content/sanity-config.ts';
import { DEFAULT_SEAT_HOLD_MINUTES, DEFAULT_UNPAID_HOLD_LIMITS } from '../../../src/domain/seat-holds.ts';
import { DEFAULT_CATALOGUE_PATH } from '../../../src/server/catalogue-file.ts';
import { FUNCTION_POOL_SIZE } from '../../../src/server/db/pool.ts';
import { LIMIT_RULES } from '../../../src/server/http/rate-limit.ts';
import { DEFAULT_EMAIL_FROM } from '../../../src/server/mail/create-mailer.ts';
import { DEFAULT_EMAIL_API_URL, DEFAULT_EMAIL_TIMEOUT_MS } from '../../../src/server/mail/http-api-mailer.ts';
import { DEFAULT_OUTBOX_DIR } from '../../../src/server/mail/outbox-mailer.ts';
import { defaultCinetPayTimeoutMs } from '../../../src/server/payments/cinetpay-provider.ts';
import { defaultFapshiTimeoutMs } from '../../../src/server/payments/fapshi-provider.ts';
import {
  DEFAULT_BOOKING_NOTICE_BATCH_MINUTES,
  DEFAULT_TIMINGS,
  DEFAULT_UNPAID_FOLLOW_UP_HOURS,
  DEFAULT_WHATSAPP_DAILY_LIMIT,
} from '../../../src/server/services/deps.ts';
import {
  DEFAULT_WHATSAPP_API_URL,
  DEFAULT_WHATSAPP_API_VERSION,
  DEFAULT_WHATSAPP_TIMEOUT_MS,
} from '../../../src/server/whatsapp/cloud-api-sender.ts';
import { defaultTiming, timingEnvNames } from '../../../src/simulator/timing.ts';

type Value = number | string | readonly string[];

/** Each variable's default where the code keeps it. */
const CODE_DEFAULTS: Record<string, Value> = {
  DATABASE_POOL_SIZE: FUNCTION_POOL_SIZE,
  FAPSHI_TIMEOUT_MS: defaultFapshiTimeoutMs,
  CINETPAY_TIMEOUT_MS: defaultCinetPayTimeoutMs,
  CATALOGUE_PATH: DEFAULT_CATALOGUE_PATH,
  PAYMENT_ATTEMPT_TTL_MS: DEFAULT_TIMINGS.attemptTtlMs,
  PAYMENT_STALE_AFTER_MS: DEFAULT_TIMINGS.staleAfterMs,
  PAYMENT_LATE_SUCCESS_WINDOW_MS: DEFAULT_TIMINGS.lateSuccessWindowMs,
  PAYMENT_CLOSED_RECHECK_MS: DEFAULT_TIMINGS.closedRecheckEveryMs,
  UNPAID_FOLLOW_UP_HOURS: DEFAULT_UNPAID_FOLLOW_UP_HOURS,
  SEAT_HOLD_MINUTES: DEFAULT_SEAT_HOLD_MINUTES,
  UNPAID_HOLD_SHARE_PERCENT: DEFAULT_UNPAID_HOLD_LIMITS.sharePercent,
  UNPAID_HOLDS_PER_NETWORK: DEFAULT_UNPAID_HOLD_LIMITS.perNetwork,
  UNPAID_HOLDS_PER_EMAIL: DEFAULT_UNPAID_HOLD_LIMITS.perEmail,
  EMAIL_API_URL: DEFAULT_EMAIL_API_URL,
  EMAIL_FROM: DEFAULT_EMAIL_FROM,
  EMAIL_TIMEOUT_MS: DEFAULT_EMAIL_TIMEOUT_MS,
  BOOKING_NOTICE_BATCH_MINUTES: DEFAULT_BOOKING_NOTICE_BATCH_MINUTES,
  OUTBOX_DIR: DEFAULT_OUTBOX_DIR,
  WHATSAPP_API_URL: DEFAULT_WHATSAPP_API_URL,
  WHATSAPP_API_VERSION: DEFAULT_WHATSAPP_API_VERSION,
  WHATSAPP_TIMEOUT_MS: DEFAULT_WHATSAPP_TIMEOUT_MS,
  WHATSAPP_DAILY_LIMIT_PER_NUMBER: DEFAULT_WHATSAPP_DAILY_LIMIT,
  ...Object.fromEntries(Object.values(LIMIT_RULES).map(({ env, limit }) => [env, limit])),
  SANITY_DATASET: DEFAULT_SANITY_DATASET,
  CONTENT_DATASET_PATH: DEFAULT_DATASET_PATH,
  REDIRECT_ALLOWED_HOSTS: DEFAULT_REDIRECT_ALLOWED_HOSTS,
  ...Object.fromEntries(
    Object.entries(PORT_VARIABLES).map(([setting, env]) => [
      env,
      START_DEFAULTS[setting as keyof typeof PORT_VARIABLES],
    ]),
  ),
  DATA_DIR: START_DEFAULTS.dataDir,
  ...Object.fromEntries(
    Object.entries(timingEnvNames).map(([field, env]) => [
      env,
      defaultTiming[field as keyof typeof defaultTiming] ?? 'never',
    ]),
  ),
};

/**
 * Rows whose parentheses state a default the tests cannot import: it sits in a command's top level
 * or a test configuration (checked by reading that file for the same literal instead).
 */
const DEFAULT_IN_FILE: Record<string, string> = {
  SIMULATOR_HOST: 'src/simulator/fapshi-simulator.ts',
  CHROMIUM_PATH: 'scripts/lib/chromium.ts',
  E2E_PORT_OFFSET: 'playwright.config.ts',
  BENCH_URL: 'scripts/bench-load.ts',
  BENCH_PACKAGE: 'scripts/bench-load.ts',
};

/** Parentheses that explain rather than state a default. */
const NOT_A_DEFAULT = new Set(['WHATSAPP_APP_SECRET']);

const MS_PER_UNIT: Record<string, number> = { ms: 1, s: 1000, min: 60_000, h: 3_600_000, days: 86_400_000 };

/** The default stated in a row's meaning, or undefined: a number (with its unit) or quoted literals. */
function documentedDefault(name: string, meaning: string): Value | undefined {
  for (const [, group = ''] of meaning.matchAll(/\(([^()]*)\)/g)) {
    const number = /^(\d[\d_]*)(?: ?(ms|s|min|h|days))?(?:[;:]|$)/.exec(group);
    if (number) {
      const value = Number(number[1]?.replaceAll('_', ''));
      const unit = number[2];
      if (name.endsWith('_MS')) return value * (MS_PER_UNIT[unit ?? 'ms'] ?? Number.NaN);
      return unit === undefined ? value : `${value} ${unit}`;
    }
    const segment = group.split(';').at(-1)?.trim() ?? '';
    const quoted = /^(?:[^`]*, |locally )?(`[^`]+`(?:, `[^`]+`)*)$/.exec(segment);
    if (quoted?.[1]) {
      const literals = [...quoted[1].matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');
      return literals.length === 1 ? (literals[0] ?? '') : literals;
    }
    if (/^\d+(?:\.\d+){3}$/.test(group)) return group;
  }
  return undefined;
}

/** The table of docs/configuration.md: each variable's meaning. */
function documentedMeanings(text: string): Map<string, string> {
  const table = text.slice(text.indexOf('## Every variable'), text.indexOf('## Rate limits'));
  return new Map(
    [...table.matchAll(/^\| `([A-Z][A-Z0-9_]*)`\s*\|[^|]*\| (.*) \|$/gm)].map((m) => [
      m[1] ?? '',
      m[2] ?? '',
    ]),
  );
}

/** Every row whose stated default is not the code's, as `NAME: documented X, code Y`. */
function mismatches(docs: string): string[] {
  const found: string[] = [];
  for (const [name, meaning] of documentedMeanings(docs)) {
    const stated = documentedDefault(name, meaning);
    if (stated === undefined || NOT_A_DEFAULT.has(name)) continue;
    const file = DEFAULT_IN_FILE[name];
    if (file !== undefined) {
      const literals = Array.isArray(stated) ? stated : [String(stated)];
      const source = readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');
      for (const literal of literals) {
        if (!source.includes(`'${literal}'`) && !source.includes(`?? ${literal})`)) {
          found.push(`${name}: documented ${literal}, not found in ${file}`);
        }
      }
      continue;
    }
    if (!(name in CODE_DEFAULTS)) {
      found.push(`${name}: documented ${JSON.stringify(stated)}, no code default paired with it here`);
      continue;
    }
    const code = CODE_DEFAULTS[name];
    if (JSON.stringify(stated) !== JSON.stringify(code)) {
      found.push(`${name}: documented ${JSON.stringify(stated)}, code ${JSON.stringify(code)}`);
    }
  }
  return found;
}

const docs = readFileSync(new URL('../../../docs/configuration.md', import.meta.url), 'utf8');

describe('the defaults docs/configuration.md states', () => {
  it("are the code's, for every variable whose row states one", () => {
    expect(mismatches(docs)).toEqual([]);
  });

  it('are worded as src/config/environment.ts words them, row for row', () => {
    for (const [name, meaning] of documentedMeanings(docs)) {
      expect(meaning, name).toBe(VARIABLE_DOCS[name as keyof typeof VARIABLE_DOCS].meaning);
    }
  });

  it("are the code's in the table of rate limits too", () => {
    const rows = [...docs.matchAll(/^\| [^|]+ \| [^|]+ \| (\d+) \| `([A-Z_]+)` \|$/gm)];
    expect(rows.map((m) => [m[2], Number(m[1])])).toEqual(
      Object.values(LIMIT_RULES).map(({ env, limit }) => [env, limit]),
    );
  });

  it('pair every code default with a row that states it', () => {
    const meanings = documentedMeanings(docs);
    const stated = [...meanings].filter(([name, meaning]) => documentedDefault(name, meaning) !== undefined);
    expect(stated.length).toBeGreaterThan(40);
    const unstated = Object.keys(CODE_DEFAULTS).filter(
      (name) => documentedDefault(name, meanings.get(name) ?? '') === undefined,
    );
    expect(unstated).toEqual([]);
    for (const name of [...Object.keys(CODE_DEFAULTS), ...Object.keys(DEFAULT_IN_FILE)]) {
      expect(VARIABLE_NAMES, name).toContain(name);
    }
  });

  it('reads numbers with their units, and quoted literals', () => {
    expect(documentedDefault('PAYMENT_ATTEMPT_TTL_MS', 'lifetime, in ms (15 min)')).toBe(900_000);
    expect(documentedDefault('LOOKUP_RATE_LIMIT', 'per minute (120: a page polls)')).toBe(120);
    expect(documentedDefault('EMAIL_API_URL', "base (Resend's, `https://api.resend.com`)")).toBe(
      'https://api.resend.com',
    );
    expect(documentedDefault('EMAIL_FROM', 'sender (required with `X`; locally `A <a@b>`)')).toBe('A <a@b>');
    expect(documentedDefault('H', 'hosts (`a`, `b`)')).toEqual(['a', 'b']);
    expect(documentedDefault('T', 'a token (a robot token limited to `review` documents)')).toBeUndefined();
  });

  it('fail on a probe: a row whose default the code does not have', () => {
    const probe = docs
      .replace(/(\| `DATABASE_POOL_SIZE` \|[^\n]*?)\(2\)/, '$1(3)')
      .replace(/(\| `WHATSAPP_API_VERSION` \|[^\n]*?)`v[\d.]+`/, '$1`v1.0`')
      .replace(/(\| `SIMULATOR_HOST` \|[^\n]*?)\(127\.0\.0\.1\)/, '$1(0.0.0.0)');
    expect(mismatches(probe)).toEqual([
      'DATABASE_POOL_SIZE: documented 3, code 2',
      `WHATSAPP_API_VERSION: documented "v1.0", code "${DEFAULT_WHATSAPP_API_VERSION}"`,
      'SIMULATOR_HOST: documented 0.0.0.0, not found in src/simulator/fapshi-simulator.ts',
    ]);
  });
});

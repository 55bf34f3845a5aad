/**
 * Every environment variable the project reads, in one valibot schema, grouped by who reads it.
 * This module is the single source of the functions' settings (`src/server/function-settings.ts`
 * parses them with it), of `.env.example` and of the configuration table in docs/configuration.md
 * (tests/unit/config/environment.test.ts keeps the three equal, and finds any variable read by the
 * code but missing here). Pure: no IO.
 */
import * as v from 'valibot';

/** Who reads a variable (a column of the configuration table). */
export type Reader =
  | 'functions'
  | 'build'
  | 'start'
  | 'simulator'
  | 'scripts'
  | 'tests'
  | 'benchmarks'
  | 'platform';

export interface VariableDoc {
  readers: readonly Reader[];
  /** What it does, and its default in parentheses. */
  meaning: string;
  /** A value that must never be printed (keys, secrets, connection strings). */
  secret?: boolean;
}

/** An unset or blank variable is `undefined`; a set one is trimmed, then checked by `inner`. */
function setting<T extends v.GenericSchema<string, unknown>>(inner: T) {
  return v.pipe(
    v.optional(v.string()),
    v.transform((raw) => (raw?.trim() ? raw.trim() : undefined)),
    v.optional(inner),
  );
}

const text = setting(v.string());
const httpUrl = (example: string) =>
  setting(
    v.pipe(
      v.string(),
      v.check(
        (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
        `must be an http(s) URL, e.g. ${example}`,
      ),
    ),
  );
const positiveNumber = setting(
  v.pipe(
    v.string(),
    v.transform(Number),
    v.number('must be a number'),
    v.check((n) => Number.isFinite(n) && n > 0, 'must be a positive number'),
  ),
);
const positiveInteger = setting(
  v.pipe(
    v.string(),
    v.transform(Number),
    v.number('must be a number'),
    v.integer('must be a whole number'),
    v.minValue(1, 'must be at least 1'),
  ),
);
const port = setting(
  v.pipe(
    v.string(),
    v.transform(Number),
    v.integer('must be a port number'),
    v.minValue(0),
    v.maxValue(65535),
  ),
);
const postgresUrl = setting(
  v.pipe(
    v.string(),
    v.check(
      (value) => URL.canParse(value) && /^postgres(?:ql)?:$/.test(new URL(value).protocol),
      'must be a postgres:// connection string',
    ),
  ),
);

/**
 * Each variable once: its schema (an unset or blank one is `undefined`), who reads it and what it
 * means (the configuration table is written from these), and whether it is a secret.
 */
export interface Variable extends VariableDoc {
  schema: v.GenericSchema<string | undefined, unknown>;
}

/** What a deployed site is configured with: the functions', the build's, and what Netlify sets. */
export const DEPLOYED_VARIABLES = {
  // ----- functions (Netlify Functions; `npm start` sets the local values) -----
  DATABASE_URL: {
    schema: postgresUrl,
    readers: ['functions', 'start', 'scripts'],
    meaning:
      'PostgreSQL connection string. Required when deployed; when unset `npm start` runs the embedded database',
    secret: true,
  },
  DATABASE_POOL_SIZE: {
    schema: positiveInteger,
    readers: ['functions'],
    meaning:
      "connections each function instance may open (2); instances x this must stay under the pooler's client limit",
  },
  FAPSHI_BASE_URL: {
    schema: httpUrl('https://live.fapshi.com'),
    readers: ['functions', 'start'],
    meaning:
      'Fapshi API base: `https://live.fapshi.com` in production, `https://sandbox.fapshi.com` in deploy previews. Required when deployed; when unset `npm start` runs the simulator',
  },
  FAPSHI_API_USER: {
    schema: text,
    readers: ['functions', 'simulator'],
    meaning: 'Fapshi service credentials: API user (required when deployed; the simulator has its own)',
  },
  FAPSHI_API_KEY: {
    schema: text,
    readers: ['functions', 'simulator'],
    meaning: 'Fapshi service credentials: API key (required when deployed)',
    secret: true,
  },
  FAPSHI_TIMEOUT_MS: {
    schema: positiveNumber,
    readers: ['functions'],
    meaning: 'time-out of one call to Fapshi, in ms (15000)',
  },
  CINETPAY_BASE_URL: {
    schema: httpUrl('https://api-checkout.cinetpay.com'),
    readers: ['functions', 'start'],
    meaning:
      'CinetPay checkout API base for card payments: `https://api-checkout.cinetpay.com`. Unset: cards are not offered; when set, the three below are required; `npm start` runs the twin',
  },
  CINETPAY_API_KEY: {
    schema: text,
    readers: ['functions', 'simulator'],
    meaning: "CinetPay merchant account's `apikey` (the twin takes its own)",
    secret: true,
  },
  CINETPAY_SITE_ID: {
    schema: text,
    readers: ['functions', 'simulator'],
    meaning: "CinetPay merchant account's `site_id`",
  },
  CINETPAY_SECRET_KEY: {
    schema: text,
    readers: ['functions', 'simulator'],
    meaning: "CinetPay merchant account's secret key, which signs each notification's `x-token`",
    secret: true,
  },
  CINETPAY_TIMEOUT_MS: {
    schema: positiveNumber,
    readers: ['functions'],
    meaning: 'time-out of one call to CinetPay, in ms (15000)',
  },
  SWEEP_SECRET: {
    schema: text,
    readers: ['functions', 'start', 'scripts'],
    meaning:
      'secret of `POST /api/internal/sweep-payments` and `/send-reminders`. Required when deployed, 32 characters at least; refused when unset; `npm start` makes one and keeps it in `<DATA_DIR>/sweep-secret`',
    secret: true,
  },
  REMINDER_LINK_SECRET: {
    schema: text,
    readers: ['functions', 'start', 'scripts'],
    meaning:
      "key of the reminders' stop links, apart from `SWEEP_SECRET` so rotating that one breaks no link already sent. Required when deployed, 32 characters at least; `npm start` makes one and keeps it in `<DATA_DIR>/reminder-link-secret`, which `npm run reminders:run` reads too",
    secret: true,
  },
  CATALOGUE_PATH: {
    schema: text,
    readers: ['functions'],
    meaning: 'the price catalogue written by the build (`generated/catalogue.json`)',
  },
  PAYMENT_ATTEMPT_TTL_MS: {
    schema: positiveNumber,
    readers: ['functions'],
    meaning: 'lifetime of a payment attempt, in ms (15 min)',
  },
  PAYMENT_STALE_AFTER_MS: {
    schema: positiveNumber,
    readers: ['functions'],
    meaning: 'age of a pending attempt before the sweep re-checks it, in ms (2 min)',
  },
  PAYMENT_LATE_SUCCESS_WINDOW_MS: {
    schema: positiveNumber,
    readers: ['functions'],
    meaning: 'the sweep re-checks attempts closed this recently, for late successes, in ms (24 h)',
  },
  PAYMENT_CLOSED_RECHECK_MS: {
    schema: positiveNumber,
    readers: ['functions'],
    meaning: 'at most one re-check per closed attempt per interval, in ms (30 min)',
  },
  UNPAID_FOLLOW_UP_HOURS: {
    schema: setting(
      v.pipe(
        v.string(),
        v.transform(Number),
        v.number('must be a number of hours'),
        v.integer('must be a whole number of hours'),
        v.minValue(1, 'must be at least 1 hour'),
        v.maxValue(720, 'must be at most 720 hours (30 days)'),
      ),
    ),
    readers: ['functions'],
    meaning:
      'hours after which a booking with nothing paid is listed on the back office to follow up, 1 to 720 (24)',
  },
  SEAT_HOLD_MINUTES: {
    schema: setting(
      v.pipe(
        v.string(),
        v.transform(Number),
        v.number('must be a number of minutes'),
        v.integer('must be a whole number of minutes'),
        v.minValue(5, 'must be at least 5 minutes'),
        v.maxValue(2880, 'must be at most 2880 minutes (2 days)'),
      ),
    ),
    readers: ['functions'],
    meaning:
      "minutes an online booking with nothing paid holds its departure's seats, 5 to 2880; a payment started extends it, the first success makes it firm (20)",
  },
  UNPAID_HOLD_SHARE_PERCENT: {
    schema: setting(
      v.pipe(
        v.string(),
        v.transform(Number),
        v.number('must be a percentage'),
        v.integer('must be a whole percentage'),
        v.minValue(1, 'must be at least 1'),
        v.maxValue(100, 'must be at most 100'),
      ),
    ),
    readers: ['functions'],
    meaning:
      "share of a departure's seats, in percent, that online bookings with nothing paid may hold together, 1 to 100 (50)",
  },
  UNPAID_HOLDS_PER_NETWORK: {
    schema: positiveInteger,
    readers: ['functions'],
    meaning:
      'online bookings holding seats with nothing paid at once per client network: an IPv4 address, an IPv6 /64 (3)',
  },
  UNPAID_HOLDS_PER_EMAIL: {
    schema: positiveInteger,
    readers: ['functions'],
    meaning: 'online bookings holding seats with nothing paid at once per e-mail address (2)',
  },
  EMAIL_API_KEY: {
    schema: text,
    readers: ['functions'],
    meaning:
      'key of the HTTP e-mail API. Required when deployed; without it, locally, e-mails are written to `OUTBOX_DIR`',
    secret: true,
  },
  EMAIL_API_URL: {
    schema: httpUrl('https://api.resend.com'),
    readers: ['functions'],
    meaning: "e-mail API base (Resend's, `https://api.resend.com`)",
  },
  EMAIL_FROM: {
    schema: text,
    readers: ['functions'],
    meaning:
      'sender, a verified domain (required with `EMAIL_API_KEY`; locally `Bookings <bookings@localhost>`)',
  },
  EMAIL_TIMEOUT_MS: {
    schema: positiveNumber,
    readers: ['functions'],
    meaning: 'time-out of one call to the e-mail API, in ms (10000)',
  },
  AGENCY_NOTICE_EMAIL: {
    schema: setting(v.pipe(v.string(), v.email('must be an e-mail address'))),
    readers: ['functions'],
    meaning:
      'also send the staff notices of bookings and payments to this address (each enabled owner account gets them anyway; never an address from the CMS)',
  },
  BOOKING_NOTICE_BATCH_MINUTES: {
    schema: setting(
      v.pipe(
        v.string(),
        v.transform(Number),
        v.number('must be a number of minutes'),
        v.integer('must be a whole number of minutes'),
        v.minValue(0, 'must be at least 0'),
        v.maxValue(1440, 'must be at most 1440 minutes (a day)'),
      ),
    ),
    readers: ['functions'],
    meaning:
      'new-booking notices go to each owner at most once per this many minutes, listing the bookings made meanwhile; 0 sends one per booking at once, 0 to 1440 (10)',
  },
  OUTBOX_DIR: {
    schema: text,
    readers: ['functions', 'start'],
    meaning: 'where e-mails are written locally (`.data/outbox`); never used when deployed',
  },
  WHATSAPP_API_URL: {
    schema: httpUrl('https://graph.facebook.com'),
    readers: ['functions', 'start'],
    meaning:
      'WhatsApp Business Cloud API base (`https://graph.facebook.com`). The channel is on when this, `WHATSAPP_PHONE_NUMBER_ID` or `WHATSAPP_ACCESS_TOKEN` is set; when none is, `npm start` runs the local twin',
  },
  WHATSAPP_API_VERSION: {
    schema: setting(v.pipe(v.string(), v.regex(/^v\d+\.\d+$/, 'must be a Graph API version, e.g. v23.0'))),
    readers: ['functions'],
    meaning: 'Graph API version of the WhatsApp calls (`v23.0`)',
  },
  WHATSAPP_PHONE_NUMBER_ID: {
    schema: setting(
      v.pipe(v.string(), v.regex(/^\d{1,30}$/, "must be the sending number's id (digits), not the number")),
    ),
    readers: ['functions', 'start'],
    meaning: "id of the agency's sending number in WhatsApp Manager (required when the channel is on)",
  },
  WHATSAPP_ACCESS_TOKEN: {
    schema: text,
    readers: ['functions', 'start'],
    meaning: "a system user's token with `whatsapp_business_messaging` (required when the channel is on)",
    secret: true,
  },
  WHATSAPP_TIMEOUT_MS: {
    schema: positiveNumber,
    readers: ['functions'],
    meaning: 'time-out of one call to the WhatsApp API, in ms (10000)',
  },
  WHATSAPP_APP_SECRET: {
    schema: text,
    readers: ['functions', 'start'],
    meaning:
      "the Meta app's secret: signs the webhook of customers' messages (`X-Hub-Signature-256`); unset, every such webhook is refused and no number is proven by a message",
    secret: true,
  },
  WHATSAPP_VERIFY_TOKEN: {
    schema: text,
    readers: ['functions', 'start'],
    meaning: "the token typed in the Meta app's webhook settings, answered in its subscription check",
    secret: true,
  },
  WHATSAPP_DAILY_LIMIT_PER_NUMBER: {
    schema: positiveInteger,
    readers: ['functions'],
    meaning: 'template messages one WhatsApp number gets per day, across bookings (3)',
  },
  RATE_LIMIT_STORE: {
    schema: setting(v.picklist(['database', 'memory'], 'must be database or memory')),
    readers: ['functions'],
    meaning: '`database` (shared by every instance, the default) or `memory` (per instance)',
  },
  LOOKUP_RATE_LIMIT: {
    schema: positiveInteger,
    readers: ['functions'],
    meaning: 'booking look-ups per minute and client address (30)',
  },
  BOOKING_RATE_LIMIT: {
    schema: positiveInteger,
    readers: ['functions'],
    meaning: 'bookings created per minute and client address (10)',
  },
  PAYMENT_START_RATE_LIMIT: {
    schema: positiveInteger,
    readers: ['functions'],
    meaning: 'payments started per minute and client address (10)',
  },
  PAYMENT_STATUS_RATE_LIMIT: {
    schema: positiveInteger,
    readers: ['functions'],
    meaning: 'payment status checks per minute and client address (120: a page polls every few seconds)',
  },
  REVIEW_RATE_LIMIT: {
    schema: positiveInteger,
    readers: ['functions'],
    meaning: 'reviews sent per minute and client address (5)',
  },
  CANCEL_REQUEST_RATE_LIMIT: {
    schema: positiveInteger,
    readers: ['functions'],
    meaning: 'requests to cancel per 15 minutes and client address (5)',
  },
  TRAVELLER_NAMES_RATE_LIMIT: {
    schema: positiveInteger,
    readers: ['functions'],
    meaning: 'travellers named from the booking page per 15 minutes and client address (10)',
  },
  WEBHOOK_RATE_LIMIT: {
    schema: positiveInteger,
    readers: ['functions'],
    meaning: "provider notifications per minute and client address (600: the provider's servers are few)",
  },
  PAYMENT_PROMPT_LIMIT: {
    schema: positiveInteger,
    readers: ['functions'],
    meaning:
      'payment prompts sent to one phone number, or card payment pages opened for one booking, per hour (5)',
  },
  EMAIL_RECIPIENT_LIMIT: {
    schema: positiveInteger,
    readers: ['functions'],
    meaning: 'bookings (each sends a confirmation e-mail) per e-mail address per hour (5)',
  },
  STAFF_SIGN_IN_RATE_LIMIT: {
    schema: positiveInteger,
    readers: ['functions'],
    meaning: 'back office sign-in link requests per client address per 15 minutes (20)',
  },
  STAFF_SIGN_IN_EMAIL_LIMIT: {
    schema: positiveInteger,
    readers: ['functions'],
    meaning: 'back office sign-in link requests per e-mail address and client address per 15 minutes (5)',
  },
  STAFF_SIGN_IN_DAILY_LIMIT: {
    schema: positiveInteger,
    readers: ['functions'],
    meaning:
      'back office sign-in links given per e-mail address and client per day, refused requests not counted (50; a device that signed in before has its own 50)',
  },
  SANITY_REVIEWS_TOKEN: {
    schema: text,
    readers: ['functions'],
    meaning:
      'Sanity token the back office writes approved reviews with (a robot token limited to `review` documents). Required when deployed; never the build or scripts token (see docs/content-security.md)',
    secret: true,
  },
  NETLIFY_BUILD_HOOK_URL: {
    schema: httpUrl('https://api.netlify.com/build_hooks/…'),
    readers: ['functions'],
    meaning:
      'build hook the back office calls after approving a review, so the site shows it. Required when deployed (https)',
    secret: true,
  },
  // ----- set by Netlify -----
  CONTEXT: {
    schema: text,
    readers: ['platform', 'functions'],
    meaning:
      'set by Netlify: `production`, `deploy-preview`, `branch-deploy` or `dev`. In the first three a missing setting answers 503',
  },
  URL: {
    schema: httpUrl('https://example.com'),
    readers: ['platform', 'build', 'functions'],
    meaning: "set by Netlify: the site's main address (used when `SITE_URL` is unset)",
  },
  // ----- build -----
  SITE_URL: {
    schema: httpUrl('https://example.com'),
    readers: ['build', 'functions'],
    meaning:
      "public origin for canonical URLs, sitemap, RSS and links in e-mails and WhatsApp messages (Netlify's `URL`; required when deployed, https). `npm start` gives its functions the address it serves, `http://localhost:<PORT>`",
  },
  SANITY_PROJECT_ID: {
    schema: text,
    readers: ['build', 'functions', 'scripts'],
    meaning:
      'read content from this Sanity project instead of the sample dataset; the back office publishes approved reviews there (required when deployed)',
  },
  SANITY_DATASET: {
    schema: text,
    readers: ['build', 'functions', 'scripts'],
    meaning: 'Sanity dataset (`production`)',
  },
  SANITY_API_VERSION: {
    schema: text,
    readers: ['build', 'functions', 'scripts'],
    meaning: 'Sanity API version date',
  },
  SANITY_TOKEN: {
    schema: text,
    readers: ['build', 'scripts'],
    meaning:
      'read-only (Viewer) token for a private dataset; the build reads published documents only either way',
    secret: true,
  },
  SANITY_API_HOST: {
    schema: text,
    readers: ['build', 'functions', 'tests'],
    meaning: "another host speaking Sanity's API (tests use a local one)",
  },
  CONTENT_DATASET_PATH: {
    schema: text,
    readers: ['build', 'scripts'],
    meaning: 'another local NDJSON dataset (`content/sample/dataset.ndjson`); images in `images/` beside it',
  },
  REDIRECT_ALLOWED_HOSTS: {
    schema: text,
    readers: ['build'],
    meaning:
      'comma-separated hosts that CMS route rules may redirect to (`wa.me`, `www.facebook.com`, `www.instagram.com`)',
  },
  DEEPL_AUTH_KEY: {
    schema: text,
    readers: ['build'],
    meaning: 'translate texts missing from the translation memory with DeepL',
    secret: true,
  },
  DEEPL_API_URL: {
    schema: httpUrl('https://api-free.deepl.com'),
    readers: ['build'],
    meaning: 'DeepL endpoint (free or pro API, chosen from the key by default)',
  },
  ASTRO_TELEMETRY_DISABLED: {
    schema: text,
    readers: ['build'],
    meaning: 'set to 1 by `npm run build`, `npm test` and CI',
  },
} satisfies Record<string, Variable>;

/**
 * Knobs of a developer's machine and of CI, never set on a deployed site: `npm start`, the
 * simulator run alone, the agency's commands, the tests and the benchmarks.
 */
export const LOCAL_VARIABLES = {
  // ----- npm start and the local platform -----
  PORT: { schema: port, readers: ['start'], meaning: 'port of the local site (4321)' },
  DB_PORT: { schema: port, readers: ['start'], meaning: 'port of the embedded database (54329)' },
  SIMULATOR_PORT: {
    schema: port,
    readers: ['start', 'simulator'],
    meaning: 'port of the payment simulator (4410)',
  },
  WHATSAPP_TWIN_PORT: {
    schema: port,
    readers: ['start'],
    meaning: 'port of the local WhatsApp twin (4412; the browser tests use 4422)',
  },
  CINETPAY_TWIN_PORT: {
    schema: port,
    readers: ['start', 'simulator'],
    meaning: 'port of the local CinetPay twin, for cards (4414; the browser tests use 4424)',
  },
  CINETPAY_TWIN_NOTIFY_URL: {
    schema: text,
    readers: ['simulator', 'benchmarks'],
    meaning:
      "where the CinetPay twin run alone posts its notifications instead of each payment's `notify_url` (unset: there)",
  },
  DATA_DIR: { schema: text, readers: ['start', 'scripts'], meaning: 'local data folder (`.data`)' },
  SIMULATOR_PENDING_AFTER_MS: {
    schema: text,
    readers: ['start', 'simulator'],
    meaning: 'simulated payment: ms until the prompt is shown (1000)',
  },
  SIMULATOR_FINAL_AFTER_MS: {
    schema: text,
    readers: ['start', 'simulator'],
    meaning: 'simulated payment: ms until success or failure (4000)',
  },
  SIMULATOR_EXPIRE_AFTER_MS: {
    schema: text,
    readers: ['start', 'simulator'],
    meaning: 'simulated payment: ms until an unconfirmed one expires (`never`)',
  },
  SIMULATOR_LATE_WEBHOOK_MS: {
    schema: text,
    readers: ['start', 'simulator'],
    meaning: 'simulated payment: delay of the late-webhook number, ms (10000)',
  },
  SIMULATOR_DUPLICATE_WEBHOOK_GAP_MS: {
    schema: text,
    readers: ['start', 'simulator'],
    meaning: "simulated payment: gap between the duplicate-webhook number's two webhooks, ms (500)",
  },
  SIMULATOR_SLOW_INITIATE_MS: {
    schema: text,
    readers: ['start', 'simulator'],
    meaning: 'simulated payment: how long the slow-initiate number keeps the call waiting, ms (20000)',
  },
  SIMULATOR_API_LATENCY_MS: {
    schema: text,
    readers: ['start', 'simulator'],
    meaning: 'simulated payment: delay before every answer of the provider API, ms (0)',
  },
  // ----- the simulator run alone -----
  SIMULATOR_HOST: {
    schema: text,
    readers: ['simulator'],
    meaning: 'address the simulator run alone listens on (127.0.0.1)',
  },
  SIMULATOR_WEBHOOK_URL: {
    schema: httpUrl('http://127.0.0.1:4321/api/payments/webhook'),
    readers: ['simulator'],
    meaning: 'where the simulator run alone sends webhooks',
  },
  // ----- agency commands -----
  SANITY_WRITE_TOKEN: {
    schema: text,
    readers: ['scripts'],
    meaning:
      'write (Editor) token of `npm run reviews:approve` and `npm run content:import`, on a staff machine only; never the build token (see docs/content-security.md)',
    secret: true,
  },
  SANITY_STUDIO_PROJECT_ID: {
    schema: text,
    readers: ['scripts'],
    meaning:
      'the Sanity project the Studio opens (`npm run studio`; also read from studio/.env): unset, the command serves a page saying what is needed (docs/studio.md)',
  },
  // ----- tests -----
  TEST_POSTGRES_URL: {
    schema: postgresUrl,
    readers: ['tests'],
    meaning: 'also run the database tests against this PostgreSQL (CI starts one)',
    secret: true,
  },
  TEST_POSTGRES_POOLED_URL: {
    schema: postgresUrl,
    readers: ['tests'],
    meaning:
      "the same server through PgBouncer in transaction mode: the database tests and the bundles' smoke test use it (CI starts one)",
    secret: true,
  },
  CHROMIUM_PATH: {
    schema: text,
    readers: ['tests'],
    meaning: 'Chromium binary of the browser tests (`/usr/bin/chromium`)',
  },
  E2E_PORT_OFFSET: {
    schema: text,
    readers: ['tests'],
    meaning: "moves the browser tests' four ports together, so two checkouts can run at once (0)",
  },
  CI: {
    schema: text,
    readers: ['tests'],
    meaning: 'set by CI: forbids `.only` and retries a failed browser test once',
  },
  SIMULATOR_URL: {
    schema: text,
    readers: ['tests'],
    meaning: "set by playwright.config.ts: the browser tests' simulator, for its control API",
  },
  WHATSAPP_TWIN_URL: {
    schema: text,
    readers: ['tests'],
    meaning: "set by playwright.config.ts: the browser tests' WhatsApp twin, for the messages it received",
  },
  CINETPAY_TWIN_URL: {
    schema: text,
    readers: ['tests'],
    meaning: "set by playwright.config.ts: the browser tests' CinetPay twin, for its control API",
  },
  E2E_DATABASE_URL: {
    schema: text,
    readers: ['tests'],
    meaning: "set by playwright.config.ts: the browser tests' database, for the agency's commands",
  },
  E2E_OUTBOX_DIR: {
    schema: text,
    readers: ['tests'],
    meaning: "set by playwright.config.ts: the browser tests' outbox, for the sign-in links",
  },
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: {
    schema: text,
    readers: ['tests'],
    meaning: "set by playwright.config.ts: Debian's Chromium is used, nothing is downloaded",
  },
  // ----- benchmarks -----
  CHROME_PATH: {
    schema: text,
    readers: ['benchmarks'],
    meaning: 'Chromium binary of the Lighthouse benchmark',
  },
  BENCH_URL: {
    schema: text,
    readers: ['benchmarks'],
    meaning: 'site that `npm run bench:load` measures (`http://localhost:4321`)',
  },
  BENCH_PACKAGE: {
    schema: text,
    readers: ['benchmarks'],
    meaning: 'package booked by `npm run bench:load` (`kribi-beach-escape`)',
  },
  BENCH_DATABASE_URL: {
    schema: text,
    readers: ['benchmarks'],
    meaning: 'PostgreSQL server that `npm run bench:admin` fills with 100,000 bookings',
  },
} satisfies Record<string, Variable>;

const VARIABLES = { ...DEPLOYED_VARIABLES, ...LOCAL_VARIABLES };

export type VariableName = keyof typeof VARIABLES;
type Schemas = { [Name in VariableName]: (typeof VARIABLES)[Name]['schema'] };

/** The schema of each variable, by name. */
export const ENVIRONMENT = Object.fromEntries(
  Object.entries(VARIABLES).map(([name, variable]) => [name, variable.schema]),
) as Schemas;

/** The whole environment; unknown variables are ignored. */
export const environmentSchema = v.object(ENVIRONMENT);
export type Environment = v.InferOutput<typeof environmentSchema>;

/** Documentation of each variable: the configuration table is written from it. */
export const VARIABLE_DOCS: Record<VariableName, VariableDoc> = VARIABLES;

export const VARIABLE_NAMES = Object.keys(ENVIRONMENT) as VariableName[];

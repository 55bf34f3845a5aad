/**
 * The functions' settings, read once from the environment with the project's one schema
 * (`src/config/environment.ts`), and the rules that make a deployed site fail closed: in Netlify's
 * `production`, `deploy-preview` and `branch-deploy` contexts no local stand-in (outbox, simulator,
 * embedded database) is ever used; a missing or unsafe setting is a `ConfigurationError`, which every
 * function answers with 503 and one log line naming the setting (docs/configuration.md).
 */
import * as v from 'valibot';
import { type Environment, environmentSchema, type VariableName } from '../config/environment.ts';
import { whatsAppEnabled } from './whatsapp/create-whatsapp-sender.ts';

type Env = Readonly<Record<string, string | undefined>>;

export class ConfigurationError extends Error {
  readonly setting: VariableName;
  readonly reason: string;
  readonly deployContext: string;
  // Plain fields rather than parameter properties: Node loads this file with type stripping only
  // (`npm start` seeds its sample bookings through it), and `erasableSyntaxOnly` keeps it so.
  constructor(setting: VariableName, reason: string, deployContext: string) {
    super(`${setting} ${reason}`);
    this.name = 'ConfigurationError';
    this.setting = setting;
    this.reason = reason;
    this.deployContext = deployContext;
  }

  /** The one line the logs get: the setting's name and what is wrong, never its value. */
  get logLine(): string {
    return `[config] ${this.setting} ${this.reason} (deploy context: ${this.deployContext}); answering 503`;
  }
}

/** Netlify's deploy contexts that serve the public: nothing local may stand in for a service there. */
export const DEPLOYED_CONTEXTS = ['production', 'deploy-preview', 'branch-deploy'] as const;

export function isDeployedContext(context: string): boolean {
  return (DEPLOYED_CONTEXTS as readonly string[]).includes(context);
}

/** Parses the environment; a malformed value is a `ConfigurationError` naming the first bad variable. */
export function readEnvironment(env: Env, deployContext: string): Environment {
  const parsed = v.safeParse(environmentSchema, env);
  if (parsed.success) return parsed.output;
  const issue = parsed.issues[0];
  const name = (issue.path?.[0]?.key ?? 'CONTEXT') as VariableName;
  throw new ConfigurationError(name, issue.message, deployContext);
}

const FAPSHI_SANDBOX_HOST = 'sandbox.fapshi.com';

/** The secrets the site itself checks (the internal jobs', the stop links' key), and their length. */
const SECRET_SETTINGS = ['SWEEP_SECRET', 'REMINDER_LINK_SECRET'] as const;
const MIN_SECRET_LENGTH = 32;

/**
 * The first setting that makes this deploy context unsafe, or null. Locally (`dev`, or no context)
 * everything may be missing: `npm start` provides the stand-ins.
 */
export function deployedProblem(settings: Environment, deployContext: string): ConfigurationError | null {
  if (!isDeployedContext(deployContext)) return null;
  const problem = (setting: VariableName, reason: string) =>
    new ConfigurationError(setting, reason, deployContext);
  const required: VariableName[] = [
    'DATABASE_URL',
    'SWEEP_SECRET',
    'REMINDER_LINK_SECRET',
    'EMAIL_API_KEY',
    'EMAIL_FROM',
    'FAPSHI_BASE_URL',
    'FAPSHI_API_USER',
    'FAPSHI_API_KEY',
  ];
  const missing = required.find((name) => settings[name] === undefined);
  if (missing) return problem(missing, 'is not set');
  // Guessable secrets would open the internal jobs and forge stop links: long random values only.
  const short = SECRET_SETTINGS.find((name) => (settings[name]?.length ?? 0) < MIN_SECRET_LENGTH);
  if (short) return problem(short, `must be at least ${MIN_SECRET_LENGTH} characters when deployed`);

  // Every link and picture a message sends starts with it: never the local default when deployed.
  const siteUrl = settings.SITE_URL ?? settings.URL;
  if (siteUrl === undefined) return problem('SITE_URL', "is not set, nor the platform's URL");
  if (new URL(siteUrl).protocol !== 'https:') return problem('SITE_URL', 'must be an https:// URL');

  const payments = new URL(settings.FAPSHI_BASE_URL ?? '');
  const sandbox = payments.hostname === FAPSHI_SANDBOX_HOST;
  if (payments.protocol !== 'https:') return problem('FAPSHI_BASE_URL', 'must be an https:// URL');
  if (deployContext === 'production' && sandbox) {
    return problem(
      'FAPSHI_BASE_URL',
      'is the sandbox: production takes real payments (https://live.fapshi.com)',
    );
  }
  if (deployContext !== 'production' && !sandbox) {
    return problem(
      'FAPSHI_BASE_URL',
      `must be the sandbox (https://${FAPSHI_SANDBOX_HOST}) outside production`,
    );
  }
  const cards = cardsProblem(settings);
  if (cards) return problem(cards.setting, cards.reason);
  if (settings.EMAIL_API_URL !== undefined && new URL(settings.EMAIL_API_URL).protocol !== 'https:') {
    return problem('EMAIL_API_URL', 'must be an https:// URL');
  }
  const whatsapp = whatsAppProblem(settings);
  if (whatsapp) return problem(whatsapp[0], whatsapp[1]);
  if (settings.RATE_LIMIT_STORE === 'memory') {
    return problem('RATE_LIMIT_STORE', 'must be database when deployed (each instance would count alone)');
  }
  return null;
}

/** This machine or a private network: where the local WhatsApp twin runs, never Meta's API. */
function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host === '::1' ||
    host === '0.0.0.0' ||
    /^127\./.test(host) ||
    /^10\./.test(host) ||
    /^192\.168\./.test(host) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(host) ||
    /^f[cd][0-9a-f]{2}:/.test(host)
  );
}

/**
 * With the WhatsApp channel on (any of its three settings set), the id and token it needs, and the
 * Cloud API over https rather than the local twin.
 */
function whatsAppProblem(settings: Environment): [VariableName, string] | null {
  if (!whatsAppEnabled(settings)) return null;
  const needed: VariableName[] = ['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_ACCESS_TOKEN'];
  const missing = needed.find((name) => settings[name] === undefined);
  if (missing) return [missing, 'is not set, and the WhatsApp channel is on'];
  if (settings.WHATSAPP_API_URL === undefined) return null;
  const url = new URL(settings.WHATSAPP_API_URL);
  if (url.protocol !== 'https:') return ['WHATSAPP_API_URL', 'must be an https:// URL'];
  if (isLocalHost(url.hostname)) {
    return ['WHATSAPP_API_URL', 'points at this machine (the local twin): use https://graph.facebook.com'];
  }
  return null;
}

/** Cards are optional: with CinetPay's address set, its credentials must be too, and https. */
function cardsProblem(settings: Environment): { setting: VariableName; reason: string } | null {
  if (settings.CINETPAY_BASE_URL === undefined) return null;
  const needed: VariableName[] = ['CINETPAY_API_KEY', 'CINETPAY_SITE_ID', 'CINETPAY_SECRET_KEY'];
  const missing = needed.find((name) => settings[name] === undefined);
  if (missing) return { setting: missing, reason: 'is not set, though CINETPAY_BASE_URL is (cards)' };
  if (new URL(settings.CINETPAY_BASE_URL).protocol !== 'https:') {
    return { setting: 'CINETPAY_BASE_URL', reason: 'must be an https:// URL' };
  }
  return null;
}

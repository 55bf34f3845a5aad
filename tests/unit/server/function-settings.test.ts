import { describe, expect, it } from 'vitest';
import {
  ConfigurationError,
  deployedProblem,
  readEnvironment,
} from '../../../src/server/function-settings.ts';

const production = {
  DATABASE_URL: 'postgres://app@db.example/app',
  FAPSHI_BASE_URL: 'https://live.fapshi.com',
  FAPSHI_API_USER: 'user',
  FAPSHI_API_KEY: 'key',
  SWEEP_SECRET: 's'.repeat(32),
  REMINDER_LINK_SECRET: 'r'.repeat(32),
  EMAIL_API_KEY: 're_key',
  EMAIL_FROM: 'Tours <bookings@tours.example>',
  SITE_URL: 'https://tours.example',
};

const whatsapp = { WHATSAPP_PHONE_NUMBER_ID: '106540352242922', WHATSAPP_ACCESS_TOKEN: 'EAAG-token' };

const problem = (env: Record<string, string>, context: string) =>
  deployedProblem(readEnvironment(env, context), context);

describe('deployedProblem', () => {
  it('lets a local run (dev, or no context) use every stand-in', () => {
    expect(problem({}, 'dev')).toBeNull();
    expect(problem({ FAPSHI_BASE_URL: 'http://127.0.0.1:4410' }, 'dev')).toBeNull();
  });

  it('accepts a complete production, and a complete preview on the sandbox', () => {
    expect(problem(production, 'production')).toBeNull();
    const preview = { ...production, FAPSHI_BASE_URL: 'https://sandbox.fapshi.com' };
    expect(problem(preview, 'deploy-preview')).toBeNull();
    expect(problem(preview, 'branch-deploy')).toBeNull();
  });

  it.each([
    [{ DATABASE_URL: '' }, 'production', 'DATABASE_URL', 'is not set'],
    [{ EMAIL_API_KEY: ' ' }, 'production', 'EMAIL_API_KEY', 'is not set'],
    [{ SWEEP_SECRET: '' }, 'deploy-preview', 'SWEEP_SECRET', 'is not set'],
    [{ REMINDER_LINK_SECRET: '' }, 'production', 'REMINDER_LINK_SECRET', 'is not set'],
    [{ SWEEP_SECRET: 'secret' }, 'production', 'SWEEP_SECRET', 'at least 32 characters'],
    [{ REMINDER_LINK_SECRET: 'r'.repeat(31) }, 'deploy-preview', 'REMINDER_LINK_SECRET', 'at least 32'],
    [{ FAPSHI_BASE_URL: 'http://live.fapshi.com' }, 'production', 'FAPSHI_BASE_URL', 'https'],
    [{ FAPSHI_BASE_URL: 'https://sandbox.fapshi.com' }, 'production', 'FAPSHI_BASE_URL', 'sandbox'],
    [{ FAPSHI_BASE_URL: 'https://live.fapshi.com' }, 'deploy-preview', 'FAPSHI_BASE_URL', 'sandbox'],
    [{ EMAIL_API_URL: 'http://mail.example' }, 'production', 'EMAIL_API_URL', 'https'],
    [{ RATE_LIMIT_STORE: 'memory' }, 'production', 'RATE_LIMIT_STORE', 'database'],
    // Links in messages start with the site's address: the local default is never one.
    [{ SITE_URL: '' }, 'production', 'SITE_URL', 'is not set'],
    [{ SITE_URL: 'http://tours.example' }, 'deploy-preview', 'SITE_URL', 'https'],
    [{ SITE_URL: '', URL: 'http://localhost:4321' }, 'production', 'SITE_URL', 'https'],
    // WhatsApp on (any of its settings set) needs its id and token, and Meta's API, not the twin.
    [{ WHATSAPP_ACCESS_TOKEN: 'EAAG' }, 'production', 'WHATSAPP_PHONE_NUMBER_ID', 'is not set'],
    [{ WHATSAPP_PHONE_NUMBER_ID: '1065' }, 'production', 'WHATSAPP_ACCESS_TOKEN', 'is not set'],
    [
      { WHATSAPP_API_URL: 'https://graph.facebook.com', WHATSAPP_ACCESS_TOKEN: ' ' },
      'production',
      'WHATSAPP_PHONE_NUMBER_ID',
      'is not set',
    ],
    [
      { ...whatsapp, WHATSAPP_API_URL: 'http://graph.facebook.com' },
      'production',
      'WHATSAPP_API_URL',
      'https',
    ],
    [{ ...whatsapp, WHATSAPP_API_URL: 'https://127.0.0.1:4411' }, 'production', 'WHATSAPP_API_URL', 'twin'],
    [{ ...whatsapp, WHATSAPP_API_URL: 'https://localhost:4411' }, 'production', 'WHATSAPP_API_URL', 'twin'],
    [{ ...whatsapp, WHATSAPP_API_URL: 'https://[::1]:4411' }, 'production', 'WHATSAPP_API_URL', 'twin'],
    [{ ...whatsapp, WHATSAPP_API_URL: 'https://10.0.0.5' }, 'production', 'WHATSAPP_API_URL', 'twin'],
  ])('%j in %s: %s', (patch, context, setting, reason) => {
    const found = problem({ ...production, ...patch }, context);
    expect(found).toBeInstanceOf(ConfigurationError);
    expect(found?.setting).toBe(setting);
    expect(found?.logLine).toContain(reason);
    expect(found?.logLine).toMatch(new RegExp(`^\\[config\\] ${setting} .*deploy context: ${context}`));
  });

  it("takes the platform's URL when SITE_URL is not set", () => {
    expect(
      problem({ ...production, SITE_URL: '', URL: 'https://tours.netlify.app' }, 'production'),
    ).toBeNull();
  });

  it('accepts WhatsApp off, or on with its id and token at Meta, and the twin locally', () => {
    expect(problem({ ...production, ...whatsapp }, 'production')).toBeNull();
    const meta = { ...whatsapp, WHATSAPP_API_URL: 'https://graph.facebook.com' };
    expect(problem({ ...production, ...meta }, 'production')).toBeNull();
    expect(problem({ ...whatsapp, WHATSAPP_API_URL: 'http://127.0.0.1:4411' }, 'dev')).toBeNull();
  });

  it('names a malformed value, in any context', () => {
    expect(() => readEnvironment({ PAYMENT_PROMPT_LIMIT: 'five' }, 'dev')).toThrow(
      expect.objectContaining({ setting: 'PAYMENT_PROMPT_LIMIT' }),
    );
  });
});

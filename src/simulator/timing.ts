/**
 * How fast the simulated payments move. Defaults are realistic in shape but short, so a local
 * checkout completes in seconds; tests shrink them to tens of milliseconds.
 */
export interface SimulatorTiming {
  /** CREATED -> PENDING (the customer got the USSD prompt). */
  pendingAfterMs: number;
  /** CREATED -> SUCCESSFUL or FAILED, counted from the initiation. */
  finalAfterMs: number;
  /**
   * Unconfirmed payments become EXPIRED after this long; `null` never expires them, which is what
   * Fapshi documents for direct pay (only payment links expire).
   */
  expireAfterMs: number | null;
  /** Delay of the webhook for the late-webhook number, counted from the final status. */
  lateWebhookMs: number;
  /** Gap between the two webhooks of the duplicate-webhook number. */
  duplicateWebhookGapMs: number;
  /** How long `POST /direct-pay` keeps the slow-initiate number waiting (beyond a client's time-out). */
  slowInitiateMs: number;
  /** Added before every answer of the provider's API (a slow provider; the sweep benchmark uses 2 s). */
  apiLatencyMs: number;
}

export const defaultTiming: SimulatorTiming = {
  pendingAfterMs: 1_000,
  finalAfterMs: 4_000,
  expireAfterMs: null,
  lateWebhookMs: 10_000,
  duplicateWebhookGapMs: 500,
  slowInitiateMs: 20_000,
  apiLatencyMs: 0,
};

/** Environment variable for each timing field, e.g. `SIMULATOR_FINAL_AFTER_MS=8000`. */
export const timingEnvNames: Record<keyof SimulatorTiming, string> = {
  pendingAfterMs: 'SIMULATOR_PENDING_AFTER_MS',
  finalAfterMs: 'SIMULATOR_FINAL_AFTER_MS',
  expireAfterMs: 'SIMULATOR_EXPIRE_AFTER_MS',
  lateWebhookMs: 'SIMULATOR_LATE_WEBHOOK_MS',
  duplicateWebhookGapMs: 'SIMULATOR_DUPLICATE_WEBHOOK_GAP_MS',
  slowInitiateMs: 'SIMULATOR_SLOW_INITIATE_MS',
  apiLatencyMs: 'SIMULATOR_API_LATENCY_MS',
};

type Env = Readonly<Record<string, string | undefined>>;

/** Timing overrides found in the environment; `SIMULATOR_EXPIRE_AFTER_MS=never` disables expiry. */
export function timingFromEnv(env: Env): Partial<SimulatorTiming> {
  const timing: Partial<SimulatorTiming> = {};
  for (const [field, name] of Object.entries(timingEnvNames) as [keyof SimulatorTiming, string][]) {
    const raw = env[name]?.trim();
    if (raw === undefined || raw === '') continue;
    if (field === 'expireAfterMs' && raw === 'never') {
      timing.expireAfterMs = null;
      continue;
    }
    timing[field] = parseDelay(name, raw);
  }
  return timing;
}

/** Merges overrides, refusing values that would make the state machine meaningless. */
export function mergeTiming(base: SimulatorTiming, patch: Partial<SimulatorTiming>): SimulatorTiming {
  const merged: SimulatorTiming = { ...base };
  for (const [field, value] of Object.entries(patch) as [keyof SimulatorTiming, unknown][]) {
    if (value === undefined) continue;
    if (field === 'expireAfterMs' && value === null) {
      merged.expireAfterMs = null;
      continue;
    }
    if (!(field in defaultTiming)) throw new RangeError(`Unknown timing field: ${field}`);
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      throw new RangeError(`Timing ${field} must be a number of milliseconds >= 0`);
    }
    merged[field] = value;
  }
  return merged;
}

function parseDelay(name: string, raw: string): number {
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`${name} must be a number of milliseconds >= 0, got "${raw}"`);
  }
  return value;
}

/**
 * The traffic of a busy season, open loop: customers arrive spread over the window, each books,
 * starts a payment and polls its status until it is final; look-ups of booking codes arrive spread
 * over the same window. Every call is timed per endpoint; an unexpected status is an error.
 */
import { percentile } from './percentiles.ts';

export interface Pools {
  /** The instances' base URLs, by function name. */
  [name: string]: string[];
}

/** A scheduled departure customers may book a seat on: its trip, id and smallest group. */
export interface SeasonDeparture {
  packageSlug: string;
  id: string;
  minPeople: number;
}

export interface SeasonPlan {
  customers: number;
  /** Every `cardEvery`-th customer (after the first) books for a card and pays on the twin's page. */
  cardEvery: number;
  /** Every `departureEvery`-th customer books one of these (round robin); the others book on request. */
  departures: SeasonDeparture[];
  departureEvery: number;
  lookups: number;
  windowMs: number;
  pollEveryMs: number;
  /** Give up polling a payment after this long (then the sweep has to settle it). */
  pollForMs: number;
}

export interface Outcome {
  codes: string[];
  /** Departure bookings refused because the seats were gone (409): an answer, not an error. */
  soldOut: number;
  references: string[];
  timings: Map<string, number[]>;
  errors: string[];
  elapsedMs: number;
}

export async function runSeason(pools: Pools, plan: SeasonPlan): Promise<Outcome> {
  const outcome: Outcome = {
    codes: [],
    soldOut: 0,
    references: [],
    timings: new Map(),
    errors: [],
    elapsedMs: 0,
  };
  // Like the platform, an instance answers one request at a time; the others wait for an idle one.
  const busy = new Map<string, number>();
  const waiting = new Map<string, Array<() => void>>();
  const acquire = async (name: string): Promise<string> => {
    const urls = pools[name] ?? [];
    const idle = urls.find((url) => !busy.get(url));
    if (idle) {
      busy.set(idle, 1);
      return idle;
    }
    const url = await new Promise<string>((resolve) => {
      const queue = waiting.get(name) ?? [];
      queue.push(() => resolve(''));
      waiting.set(name, queue);
    });
    return url || acquire(name);
  };
  const release = (name: string, url: string) => {
    busy.set(url, 0);
    waiting.get(name)?.shift()?.();
  };
  const call = async (endpoint: string, name: string, path: string, ip: string, body?: unknown) => {
    const init: RequestInit = { headers: { 'x-nf-client-connection-ip': ip } };
    if (body !== undefined) {
      init.method = 'POST';
      init.headers = { ...init.headers, 'content-type': 'application/json' };
      init.body = JSON.stringify(body);
    }
    const started = performance.now();
    const url = await acquire(name);
    try {
      const response = await fetch(`${url}${path}`, init);
      const json = (await response.json()) as { message?: string; data?: Record<string, unknown> };
      record(outcome, endpoint, performance.now() - started);
      return { status: response.status, data: json.data ?? {}, message: json.message ?? '' };
    } catch (error) {
      outcome.errors.push(`${endpoint}: ${(error as Error).message}`);
      return { status: 0, data: {}, message: '' };
    } finally {
      release(name, url);
    }
  };
  const started = performance.now();
  const at = (ms: number) =>
    new Promise((resolve) => setTimeout(resolve, Math.max(0, started + ms - performance.now())));

  const customer = async (i: number): Promise<unknown> => {
    await at((i / plan.customers) * plan.windowMs);
    const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
    const departure =
      plan.departures.length > 0 && i % plan.departureEvery === 0
        ? plan.departures[(i / plan.departureEvery) % plan.departures.length]
        : undefined;
    const card = i % plan.cardEvery === 1;
    const body = { ...bookingBody(i, card), ...(departure ? departureFields(departure) : {}) };
    const created = await call('create booking', 'bookings-create', '/api/bookings', ip, body);
    // Most departures fill within the burst: "sold out" or "only N seats left" is their answer.
    if (departure && created.status === 409) {
      outcome.soldOut += 1;
      return;
    }
    if (created.status !== 201)
      return outcome.errors.push(`create booking: ${created.status} ${created.message}`);
    const code = String(created.data.code);
    outcome.codes.push(code);
    const path = `/api/bookings/${code}/payments`;
    // A departure's trips cost more than the online cap in full: their customers pay the down payment.
    const kind = departure ? 'deposit' : 'full';
    const started = await call('start payment', 'payments-start', path, ip, { kind });
    if (started.status !== 202)
      return outcome.errors.push(`start payment: ${started.status} ${started.message}`);
    const reference = String(started.data.reference);
    outcome.references.push(reference);
    if (card) {
      const paid = await payOnPage(String(started.data.redirectUrl));
      if (paid !== null) return outcome.errors.push(`card page: ${paid}`);
    }
    const until = performance.now() + plan.pollForMs;
    while (performance.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, plan.pollEveryMs));
      const status = await call('payment status', 'payments-status', `/api/payments/${reference}`, ip);
      if (status.status !== 200)
        return outcome.errors.push(`payment status: ${status.status} ${status.message}`);
      if (status.data.status !== 'pending') return;
    }
    return;
  };

  const lookup = async (i: number) => {
    await at((i / plan.lookups) * plan.windowMs);
    const code = outcome.codes[Math.floor(Math.random() * outcome.codes.length)] ?? 'AAAA-BBBB-CC';
    // Visitors on their own addresses (172.16/12), well under the per-address limit.
    const ip = `172.${16 + ((i >> 16) & 15)}.${(i >> 8) & 255}.${i & 255}`;
    const answer = await call('look up booking', 'bookings-get', `/api/bookings/${code}`, ip);
    const expected = code === 'AAAA-BBBB-CC' ? 404 : 200;
    if (answer.status !== expected)
      outcome.errors.push(`look up booking: ${answer.status} ${answer.message}`);
  };

  await Promise.all([
    ...Array.from({ length: plan.customers }, (_, i) => customer(i)),
    ...Array.from({ length: plan.lookups }, (_, i) => lookup(i)),
  ]);
  outcome.elapsedMs = performance.now() - started;
  return outcome;
}

function record(outcome: Outcome, endpoint: string, ms: number): void {
  const list = outcome.timings.get(endpoint) ?? [];
  list.push(ms);
  outcome.timings.set(endpoint, list);
}

/** The customer on the card twin's hosted page: the page, then a test card that is approved. */
async function payOnPage(redirectUrl: string): Promise<string | null> {
  try {
    const page = await fetch(redirectUrl);
    await page.text();
    const form = new URLSearchParams({ card: '4000000000000002', expiry: '12/30', cvc: '123' });
    const paid = await fetch(`${redirectUrl}/card`, { method: 'POST', body: form });
    await paid.text();
    return page.ok && paid.ok ? null : `${page.status} then ${paid.status}`;
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * A distinct customer: own e-mail, own MTN number (671xxxxxx: an ordinary success in the simulator),
 * or a visitor from abroad who books for a card (a French WhatsApp number, no mobile-money number).
 */
function bookingBody(i: number, card: boolean): Record<string, unknown> {
  return {
    packageSlug: 'kribi-beach-escape',
    spots: 3,
    tripType: 'group',
    contact: {
      fullName: `Client ${i.toString(26).replace(/./g, (d) => String.fromCharCode(97 + Number.parseInt(d, 26)))}`,
      email: `client${i}@example.cm`,
      whatsapp: card ? '+33 6 12 34 56 78' : '+237 6 99 12 34 56',
    },
    payment: card ? { method: 'card' } : { method: 'mtn', number: `671${String(i).padStart(6, '0')}` },
    paymentType: 'single',
    termsAccepted: true,
  };
}

/** A departure booking: its trip, the departure, and the trip's smallest group. */
function departureFields(departure: SeasonDeparture): Record<string, unknown> {
  return {
    packageSlug: departure.packageSlug,
    departureId: departure.id,
    spots: departure.minPeople,
    paymentType: 'multiple',
  };
}

export function latencyTable(outcome: Outcome): string[] {
  const lines = ['endpoint           calls    p50      p95      p99'];
  for (const [endpoint, values] of outcome.timings) {
    const cell = (p: number) => `${percentile(values, p).toFixed(0).padStart(5)} ms`;
    lines.push(
      `${endpoint.padEnd(18)} ${String(values.length).padStart(6)} ${cell(50)} ${cell(95)} ${cell(99)}`,
    );
  }
  return lines;
}

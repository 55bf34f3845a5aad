/**
 * Seat hoarding (docs/business-rules.md#departures): one address books every departure with fresh
 * e-mails and never pays, at the default limits. The audit's attack (19 bookings in 54 s, each
 * sized to a departure's seats left) sold the whole catalogue out; here it must leave every
 * departure with most of its seats bookable, and a customer elsewhere books and pays as usual. An
 * attacker who sizes to the share unpaid holds may take, or rotates the addresses of an IPv6 /64,
 * or reuses one e-mail from many addresses, is held to the caps with a localised answer.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { t } from '../../../src/i18n/messages.ts';
import { DEFAULT_LIMITS, memoryRateLimits } from '../../../src/server/http/rate-limit.ts';
import {
  type AnyData,
  api,
  bookingBody,
  fromAddress,
  startTestApp,
  type TestApp,
  waitForStatus,
} from '../helpers/app.ts';
import { databaseKinds } from '../helpers/database.ts';
import {
  type DepartureCatalogue,
  departureCatalogue,
  getDepartures,
  OTHER_SCHEDULED,
  SCHEDULED,
} from '../helpers/departures.ts';

const ATTACKER = '198.51.100.7';
const CUSTOMER = '203.0.113.20';

interface Target {
  slug: string;
  id: string;
  seats: number;
}

describe.each(databaseKinds())('seat hoarding from one address (%s)', (kind) => {
  let app: TestApp;
  let departures: DepartureCatalogue;
  const targets: Target[] = [];
  let now = Date.now();

  beforeAll(async () => {
    departures = await departureCatalogue();
    const sizes = [8, 10, 12, 12, 14, 16, 20, 24];
    sizes.forEach((seats, i) => {
      const slug = i % 2 === 0 ? SCHEDULED : OTHER_SCHEDULED;
      const added = departures.add({ id: `hoard-${i}`, seats }, slug);
      targets.push({ slug, id: added.id, seats });
    });
    targets.push({ slug: SCHEDULED, id: 'kribi-base', seats: 50 });
    targets.push({ slug: OTHER_SCHEDULED, id: 'douala-base', seats: 50 });
    app = await startTestApp(kind, { catalogue: departures.catalogue });
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
  });

  beforeEach(async () => {
    // The defaults a deploy runs with: the test app's generous limits and holds are set aside.
    now = Date.now();
    app.setLimits(memoryRateLimits(DEFAULT_LIMITS, () => now));
    Reflect.deleteProperty(app.deps, 'unpaidHolds');
    Reflect.deleteProperty(app.deps, 'seatHoldMinutes');
    // Each case starts from a catalogue nobody holds.
    await app.db.pool.query('UPDATE bookings SET cancelled_at = now() WHERE cancelled_at IS NULL');
  });

  const seatsLeft = async (target: Target): Promise<number> => {
    const list = (await getDepartures(target.slug)).body.data.departures as AnyData[];
    return list.find((d) => d.id === target.id)?.seatsLeft ?? 0;
  };

  const book = (target: Target, spots: number, email: string, ip: string, locale: 'en' | 'fr' = 'en') =>
    api.createBooking(
      bookingBody({
        packageSlug: target.slug,
        departureId: target.id,
        spots,
        locale,
        contact: { fullName: 'Paul Biya Junior', email, whatsapp: '+237699123456' },
      }),
      {},
      fromAddress(ip),
    );

  /** 19 bookings, one every 3 s (54 s), each sized by `size`, fresh e-mails, never paid. */
  const attack = async (pick: (i: number) => Target, size: (target: Target, left: number) => number) => {
    const answers: AnyData[] = [];
    for (let i = 0; i < 19; i++) {
      now += 3_000;
      const target = pick(i);
      const spots = Math.max(3, size(target, await seatsLeft(target)));
      answers.push(await book(target, spots, `hoarder${i}-${Date.now()}@example.net`, ATTACKER));
    }
    return answers;
  };

  /** A customer from another address books 3 seats on `target` and pays in full. */
  const customerBooksAndPays = async (target: Target) => {
    // An hour apart: the customer's own limits (bookings, payment prompts) never decide here.
    now += 3_600_000;
    const created = await book(target, 3, `real-${target.id}-${Date.now()}@example.cm`, CUSTOMER);
    expect(created.status, created.body.message).toBe(201);
    const code = created.body.data.code as string;
    const started = await api.startPayment(code, { kind: 'full' }, {}, fromAddress(CUSTOMER));
    expect(started.status, started.body.message).toBe(202);
    expect((await waitForStatus(started.body.data.reference)).body.data.status).toBe('successful');
    expect((await api.getBooking(code)).body.data.status).toBe('payment_completed');
  };

  it('the audit’s attack, each booking sized to a departure’s seats left, leaves every departure mostly bookable', async () => {
    const answers = await attack(
      (i) => targets[i % targets.length] as Target,
      (_target, left) => left,
    );
    // The default rate limit lets them through (one every 3 s): the seat rules answer them.
    expect(answers.filter((a) => a.status === 429)).toEqual([]);
    for (const target of targets) {
      expect(await seatsLeft(target), target.id).toBeGreaterThan(target.seats / 2);
    }
    // Every booking was refused, each told what to do: a group over a departure's share goes
    // through the agency; past the address's cap, pay what it has or call the agency.
    expect(answers.filter((a) => a.status === 201)).toEqual([]);
    for (const answer of answers) {
      expect(answer.status).toBe(409);
      expect(['api.departure.groupForAgency', 'api.booking.unpaidHolds']).toContain(answer.body.data.key);
      expect(answer.body.message).toMatch(/contact the agency/);
    }
    for (const target of targets) await customerBooksAndPays(target);
  }, 120_000);

  it('sized to the share unpaid holds may take, one address holds at most its cap, half a departure each', async () => {
    const answers = await attack(
      (i) => targets[Math.floor(i / 2) % targets.length] as Target,
      (target, left) => Math.min(left, Math.floor(target.seats / 2)),
    );
    const created = answers.filter((a) => a.status === 201);
    expect(created.length).toBeLessThanOrEqual(3);
    for (const target of targets) {
      expect(await seatsLeft(target), target.id).toBeGreaterThanOrEqual(target.seats / 2);
    }
    // Past its cap the address is told what to do, in its language (a minute on: not the rate limit).
    now += 60_000;
    const over = await book(targets[9] as Target, 3, `hoarder-fr-${Date.now()}@example.net`, ATTACKER, 'fr');
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(t('fr', 'api.booking.unpaidHolds'));
    // A departure the attacker did not touch books and pays as usual from elsewhere.
    await customerBooksAndPays(targets[8] as Target);
  }, 120_000);

  it('rotating the addresses of one IPv6 /64 counts as one network', async () => {
    const target = targets[9] as Target;
    const answers = [];
    for (let i = 0; i < 6; i++) {
      now += 3_000;
      answers.push(await book(target, 3, `six${i}-${Date.now()}@example.net`, `2001:db8:1:2::${i + 1}`));
    }
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 409, 409, 409]);
    expect(answers[3]?.body.message).toBe(t('en', 'api.booking.unpaidHolds'));
  });

  it('ten bookings at once from one address on ten departures make exactly its cap of holds', async () => {
    const answers = await Promise.all(
      targets.map((target, i) => book(target, 3, `burst${i}-${Date.now()}@example.net`, '192.0.2.77')),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(targets.length - 3);
    const { rows } = await app.db.pool.query(
      `SELECT count(*)::int AS n FROM unpaid_seat_holds WHERE client_network = '192.0.2.77'`,
    );
    expect(rows[0].n).toBe(3);
  });

  it('one e-mail from many addresses holds at most its cap', async () => {
    const target = targets[8] as Target;
    const answers = [];
    for (let i = 0; i < 4; i++) {
      now += 3_000;
      answers.push(await book(target, 3, 'Same.Person@example.net', `192.0.2.${i + 1}`));
    }
    expect(answers.map((a) => a.status)).toEqual([201, 201, 409, 409]);
    expect(answers[2]?.body.message).toBe(t('en', 'api.booking.unpaidHolds'));
  });

  it('a group over the share is sent to the agency, and a departure whose share is held says to come back', async () => {
    const target = targets[6] as Target; // 20 seats: 10 may be held unpaid
    const group = await book(target, 11, `group-${Date.now()}@example.cm`, CUSTOMER, 'fr');
    expect(group.status).toBe(409);
    expect(group.body.message).toBe(t('fr', 'api.departure.groupForAgency', { max: 10 }));
    expect((await book(target, 10, `first-${Date.now()}@example.cm`, '192.0.2.50')).status).toBe(201);
    const busy = await book(target, 3, `second-${Date.now()}@example.cm`, CUSTOMER);
    expect(busy.status).toBe(409);
    expect(busy.body.message).toBe(t('en', 'api.departure.heldForPayment', { minutes: 20 }));
  });
});

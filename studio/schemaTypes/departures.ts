/**
 * A trip's scheduled departures, planned by editors next to the trip (docs/studio.md#departures).
 * The array item's `_key` is the departure's id: bookings refer to it, so an item is edited in place
 * (change its date or seats) rather than deleted and added again.
 */
import { defineArrayMember, defineField, type ValidationContext } from 'sanity';
import { agencyToday } from '../../src/domain/agency-calendar.ts';
import { DEPARTURE_STATUSES } from '../../src/domain/departure.ts';

export const MAX_DEPARTURE_SEATS = 200;

const STATUS_TITLES: Record<(typeof DEPARTURE_STATUSES)[number], string> = {
  open: 'Open (on sale)',
  guaranteed: 'Guaranteed (enough travellers to run)',
  closed: 'Closed (no more sales)',
};

interface DepartureItem {
  _key?: string;
  date?: string;
  seats?: number;
  pricePerPerson?: number;
  status?: string;
}

/**
 * Why a departure's date cannot be published, if it cannot. A date already published unchanged may
 * have become past: the departure stays (its bookings refer to it) and the trip can still be edited.
 */
export function departureDateProblem(
  date: string | undefined,
  today: string,
  publishedDate: string | undefined,
): string | undefined {
  if (!date) return 'A departure needs a start date';
  if (date >= today || date === publishedDate) return undefined;
  return `${date} is in the past: choose a date from today on`;
}

/** Messages for the dates planned twice in one trip. */
export function duplicateDateProblems(departures: readonly DepartureItem[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const { date } of departures) {
    if (!date) continue;
    if (seen.has(date)) twice.add(date);
    seen.add(date);
  }
  return [...twice].map((date) => `Two departures on ${date}: keep one, with all its seats`);
}

/** The date of this departure in the published trip, to let a departure become past. */
async function publishedDate(context: ValidationContext, key: string | undefined) {
  const id = context.document?._id.replace(/^drafts\./, '');
  if (!id || !key) return undefined;
  const client = context.getClient({ apiVersion: '2025-02-19' });
  const date = await client.fetch<string | null>('*[_id == $id][0].departures[_key == $key][0].date', {
    id,
    key,
  });
  return date ?? undefined;
}

const departure = defineArrayMember({
  name: 'departure',
  title: 'Departure',
  type: 'object',
  fields: [
    defineField({
      name: 'date',
      title: 'Start date',
      description: 'Day 1 of the trip.',
      type: 'date',
      options: { dateFormat: 'YYYY-MM-DD' },
      validation: (rule) =>
        rule.required().custom(async (date: string | undefined, context) => {
          const key = (context.parent as DepartureItem | undefined)?._key;
          const problem = departureDateProblem(
            date,
            agencyToday(new Date()),
            await publishedDate(context, key),
          );
          return problem ?? true;
        }),
    }),
    defineField({
      name: 'seats',
      title: 'Seats',
      description: `Travellers this departure can take in all (1 to ${MAX_DEPARTURE_SEATS}).`,
      type: 'number',
      validation: (rule) => rule.required().integer().min(1).max(MAX_DEPARTURE_SEATS),
    }),
    defineField({
      name: 'pricePerPerson',
      title: 'Price per person for this date (XAF)',
      description: "Whole francs CFA, e.g. for high season. Empty: the trip's price.",
      type: 'number',
      validation: (rule) => rule.integer().min(1),
    }),
    defineField({
      name: 'status',
      title: 'Status',
      type: 'string',
      initialValue: 'open',
      options: {
        list: DEPARTURE_STATUSES.map((value) => ({ value, title: STATUS_TITLES[value] })),
        layout: 'radio',
      },
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { date: 'date', seats: 'seats', status: 'status' },
    prepare: ({ date, seats, status }) => ({
      title: date ?? 'No date',
      subtitle: [typeof seats === 'number' ? `${seats} seats` : undefined, status]
        .filter(Boolean)
        .join(' · '),
    }),
  },
});

/** The trip's `departures` field: empty, the trip is sold on request with a preferred date. */
export function departuresField() {
  return defineField({
    name: 'departures',
    title: 'Departures',
    description:
      'Scheduled dates with their seats. Leave empty to sell the trip on request (the customer ' +
      'suggests a date). Keep a departure that has bookings: close it rather than delete it.',
    type: 'array',
    of: [departure],
    options: { sortable: true },
    validation: (rule) =>
      rule.custom((departures: DepartureItem[] | undefined) => {
        const problems = duplicateDateProblems(departures ?? []);
        return problems.length === 0 ? true : problems.join('. ');
      }),
  });
}

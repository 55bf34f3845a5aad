/** The simulator's `GET /search`. */
import { isFapshiStatus, type SimulatedPayment } from './payment-book.ts';

/** `GET /search`: filters as documented; invalid values are ignored, like Fapshi does. */
export function searchPayments(payments: SimulatedPayment[], query: URLSearchParams): SimulatedPayment[] {
  let found = payments;
  const status = query.get('status')?.toUpperCase();
  if (isFapshiStatus(status)) found = found.filter((payment) => payment.status === status);
  const medium = query.get('medium');
  if (medium === 'mobile money' || medium === 'orange money') {
    found = found.filter((payment) => payment.medium === medium);
  }
  const start = query.get('start');
  if (start && /^\d{4}-\d{2}-\d{2}$/.test(start)) {
    found = found.filter((payment) => payment.dateInitiated.slice(0, 10) >= start);
  }
  const end = query.get('end');
  if (end && /^\d{4}-\d{2}-\d{2}$/.test(end)) {
    found = found.filter((payment) => payment.dateInitiated.slice(0, 10) <= end);
  }
  const amount = Number(query.get('amt') ?? Number.NaN);
  if (Number.isInteger(amount)) found = found.filter((payment) => payment.amount === amount);
  const sorted = [...found].sort((a, b) => a.dateInitiated.localeCompare(b.dateInitiated));
  if (query.get('sort') !== 'asc') sorted.reverse();
  const limit = Number(query.get('limit'));
  return sorted.slice(0, Number.isInteger(limit) && limit >= 1 && limit <= 100 ? limit : 10);
}

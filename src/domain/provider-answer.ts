/**
 * Whether a provider's answer is about an attempt at all. An answer counts only when it carries the
 * attempt's reference (our external id) and exactly the amount the attempt asked for (amount + fee):
 * a successful transaction of the same merchant account with no reference (a payment link, another
 * tool) or with another amount must never pay a booking; nor one in another currency than XAF, when
 * the provider says its currency.
 */
import { CURRENCY } from './money.ts';

interface ExpectedPayment {
  reference: string;
  amount: number;
  fee: number;
}

interface AnswerFacts {
  externalId: string | null;
  amount: number;
  currency?: string | null | undefined;
}

type AnswerCheck = { matches: true } | { matches: false; reason: string };

export function checkProviderAnswer(expected: ExpectedPayment, answer: AnswerFacts): AnswerCheck {
  const due = expected.amount + expected.fee;
  const problems: string[] = [];
  if (answer.externalId !== expected.reference) {
    problems.push(`reference ${answer.externalId ?? '(none)'} instead of ${expected.reference}`);
  }
  if (answer.amount !== due) problems.push(`amount ${answer.amount} XAF instead of ${due} XAF`);
  if (answer.currency && answer.currency.toUpperCase() !== CURRENCY) {
    problems.push(`currency ${answer.currency} instead of ${CURRENCY}`);
  }
  return problems.length === 0
    ? { matches: true }
    : { matches: false, reason: `provider answer does not match: ${problems.join('; ')}` };
}

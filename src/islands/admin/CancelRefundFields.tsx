/**
 * The cancel's refund: what the cancellation policy proposes and the rule it came from, the amount
 * decided (0 to what is left to give back) and, when it differs from the proposal, why (the server requires it).
 */
import type { AdminBookingView } from '../../api/admin-contract.ts';
import type { RefundRule } from '../../domain/cancellation-policy.ts';
import { TextAreaField, TextField } from '../fields.tsx';
import { type FieldsProps, type FieldValues, WHOLE_NUMBER } from './AmountAndMethod.tsx';
import { useAdmin } from './admin-env.tsx';

export function cancelValues(booking: AdminBookingView): FieldValues {
  const proposed = String(booking.refundProposal?.amount ?? booking.paid);
  return { refundAmount: proposed, proposed, refundReason: '', reason: '' };
}

export function cancelBody(values: FieldValues): Record<string, unknown> {
  const body: Record<string, unknown> = { refundAmount: Number(values.refundAmount) };
  if (values.refundAmount !== values.proposed && values.refundReason?.trim()) {
    body.refundReason = values.refundReason.trim();
  }
  return body;
}

function ruleText({ t, tn }: ReturnType<typeof useAdmin>, rule: RefundRule | undefined): string {
  if (!rule) return t('admin.ui.cancel.rule.noPolicy');
  if (rule.kind === 'band') {
    return tn('admin.ui.cancel.rule.band', rule.daysBefore, {
      days: rule.daysBefore,
      minDays: rule.minDays,
      percent: rule.percent,
    });
  }
  if (rule.kind === 'belowBands')
    return tn('admin.ui.cancel.rule.belowBands', rule.daysBefore, { days: rule.daysBefore });
  return t(`admin.ui.cancel.rule.${rule.kind}`);
}

export function CancelRefundFields({
  booking,
  id,
  values,
  set,
}: FieldsProps & { booking: AdminBookingView }) {
  const admin = useAdmin();
  const { t, xaf } = admin;
  const differs = values.refundAmount !== values.proposed;
  const proposal = booking.refundProposal;
  // What is left to give back: what was already sent back is not given twice.
  const left = Math.max(0, booking.paid - booking.refunded);
  return (
    <>
      <p className="note" id={id('proposal')}>
        {t('admin.ui.cancel.proposal', {
          amount: xaf(Number(values.proposed) || 0),
          paid: xaf(booking.paid),
          rule: ruleText(admin, booking.refundProposal?.rule),
        })}
        {proposal && proposal.excess > 0
          ? ` ${t('admin.ui.cancel.proposalParts', {
              excess: xaf(proposal.excess),
              share: xaf(proposal.share),
              ofPrice: xaf(left - proposal.excess),
            })}`
          : null}
      </p>
      <TextField
        {...WHOLE_NUMBER}
        id={id('refundAmount')}
        label={t('admin.ui.cancel.refundAmount')}
        describedBy={id('proposal')}
        min={0}
        max={left}
        value={values.refundAmount ?? ''}
        onValue={set('refundAmount')}
      />
      {differs ? (
        <TextAreaField
          id={id('refundReason')}
          label={t('admin.ui.cancel.refundReason')}
          required
          maxLength={500}
          rows={2}
          value={values.refundReason ?? ''}
          onValue={set('refundReason')}
        />
      ) : null}
    </>
  );
}

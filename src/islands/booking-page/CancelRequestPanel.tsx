/**
 * The booking page's cancellation panel: the agency's policy, and a request to cancel (the e-mail
 * given at booking proves it is the customer's; a reason is optional). A request is only a request:
 * the agency answers by e-mail, cancelling with the refund its policy gives or declining.
 */
import { type SubmitEvent, useState } from 'react';
import type { BookingDetails } from '../../api/contract.ts';
import { cancellationOffer } from '../../domain/cancel-request.ts';
import { formatDate } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { IslandApi } from '../../stores/api.ts';
import { errorKeyFor } from '../../stores/error-catalogue.ts';
import { type Messages, textOf, translatorOf } from '../text.ts';
import { BookingEmailField } from './BookingEmailField.tsx';

interface CancelRequestPanelProps {
  booking: BookingDetails;
  policyText: string;
  locale: Locale;
  messages: Messages;
  api: IslandApi;
  /** Reloads the booking once the request is taken. */
  onSent: () => void;
}

export function CancelRequestPanel({
  booking,
  policyText,
  locale,
  messages,
  api,
  onSent,
}: CancelRequestPanelProps) {
  const t = translatorOf(messages);
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [banner, setBanner] = useState<{ ok: boolean; text: string } | null>(null);
  const request = booking.cancelRequest;
  const offer = cancellationOffer({
    cancelled: booking.cancelledOn !== null,
    requestOpen: request !== null && request.answer === null,
    tripUnderway: booking.tripUnderway,
  });

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    const outcome = await api.requestCancel(booking.code, {
      email,
      ...(reason.trim() ? { reason } : {}),
      locale,
    });
    setSending(false);
    if (outcome.kind === 'ok') {
      setBanner({ ok: true, text: outcome.message });
      onSent();
    } else if (outcome.kind === 'refused') {
      setBanner({ ok: false, text: outcome.message });
    } else {
      setBanner({ ok: false, text: textOf(messages, { key: errorKeyFor(outcome.failure) }) });
    }
  }

  // A cancelled or abandoned booking has nothing left to ask for: no policy, no form.
  if (offer === 'none') return null;
  return (
    <section className="panel" aria-labelledby="track-cancellation">
      <h2 id="track-cancellation">{t('islands.track.cancellation')}</h2>
      {policyText ? <p className="note">{policyText}</p> : null}
      {banner ? (
        <p className={banner.ok ? 'note note--success' : 'form-banner'} role={banner.ok ? 'status' : 'alert'}>
          {banner.text}
        </p>
      ) : null}
      {offer === 'asked' && request ? (
        <p className="note">
          {t('islands.track.cancelAsked', { date: formatDate(request.requestedOn, locale) })}
        </p>
      ) : null}
      {request?.answer === 'declined' ? (
        <p className="note">{t('islands.track.cancelDeclined', { message: request.message ?? '' })}</p>
      ) : null}
      {offer === 'request' ? (
        <form className="cancel-request-form" noValidate onSubmit={onSubmit} aria-busy={sending}>
          <BookingEmailField
            id="cancel-email"
            messages={messages}
            value={email}
            onValue={setEmail}
            error={null}
          />
          <div className="field">
            <label htmlFor="cancel-reason">{t('islands.track.cancelReason')}</label>
            <textarea
              id="cancel-reason"
              rows={3}
              maxLength={1000}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
          </div>
          <div className="form-actions">
            <button type="submit" className="button button--secondary" disabled={sending}>
              {t('islands.track.cancelSubmit')}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}

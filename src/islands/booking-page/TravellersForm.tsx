/**
 * The form that names the travellers not yet named, checked with the schema the function and the
 * back office use; the e-mail given at booking proves the booking is the customer's. A field left
 * empty keeps its traveller unnamed; a name already given is never sent, so never erased.
 */
import { type SubmitEvent, useState } from 'react';
import type { BookingDetails } from '../../api/contract.ts';
import { parseWith, travellerNamesRequestSchema } from '../../domain/schemas.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { IslandApi } from '../../stores/api.ts';
import { errorKeyFor } from '../../stores/error-catalogue.ts';
import { TextField } from '../fields.tsx';
import { type Messages, textOf, translatorOf } from '../text.ts';
import { focusById } from '../use-start.ts';
import { BookingEmailField } from './BookingEmailField.tsx';

interface TravellersFormProps {
  booking: BookingDetails;
  locale: Locale;
  messages: Messages;
  api: IslandApi;
  /** With the server's localised word that the names are saved. */
  onSaved: (message: string) => void;
}

type Errors = Record<string, string>;

export default function TravellersForm({ booking, locale, messages, api, onSaved }: TravellersFormProps) {
  const t = translatorOf(messages);
  const [email, setEmail] = useState('');
  const [names, setNames] = useState<string[]>(() => booking.travellers.map(() => ''));
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const fieldId = (path: string) => `travellers-${path.replace('.', '-')}`;

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { email, names, locale };
    const parsed = parseWith(travellerNamesRequestSchema, body);
    const found: Errors = {};
    if (!parsed.ok) {
      for (const issue of parsed.issues) found[issue.path] ??= textOf(messages, { key: issue.key });
    } else if (!parsed.value.names.some(Boolean)) {
      found['names.0'] = textOf(messages, { key: 'validation.travellers.none' });
    }
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      focusById(fieldId(first === 'names' ? 'names.0' : first));
      return;
    }
    setSending(true);
    const outcome = await api.nameTravellers(booking.code, body);
    setSending(false);
    if (outcome.kind === 'ok') {
      setRefusal(null);
      onSaved(outcome.message);
    } else if (outcome.kind === 'refused') {
      setRefusal(outcome.message);
    } else {
      setRefusal(textOf(messages, { key: errorKeyFor(outcome.failure) }));
    }
  }

  const setName = (index: number) => (value: string) =>
    setNames((current) => current.map((name, i) => (i === index ? value : name)));

  return (
    <form className="travellers-form" noValidate onSubmit={onSubmit} aria-busy={sending}>
      {refusal ? (
        <p className="form-banner" role="alert">
          {refusal}
        </p>
      ) : null}
      <p className="note" id="travellers-hint">
        {t('islands.track.travellersHint')}
      </p>
      {booking.travellers.map((named, i) =>
        named ? null : (
          <TextField
            // biome-ignore lint/suspicious/noArrayIndexKey: a traveller's place in the group is their key.
            key={i}
            id={fieldId(`names.${i}`)}
            label={t('islands.track.travellerName', { number: i + 1 })}
            describedBy="travellers-hint"
            autoComplete="off"
            maxLength={60}
            value={names[i] ?? ''}
            onValue={setName(i)}
            error={errors[`names.${i}`] ?? null}
          />
        ),
      )}
      <BookingEmailField
        id={fieldId('email')}
        messages={messages}
        value={email}
        onValue={setEmail}
        error={errors['email'] ?? null}
      />
      <div className="form-actions">
        <button type="submit" className="button" disabled={sending}>
          {t('islands.track.travellersSubmit')}
        </button>
      </div>
    </form>
  );
}

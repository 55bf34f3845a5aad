/**
 * A booking's note for the departure's guide (docs/back-office.md#departures): the manifest and its
 * CSV print it. Any staff member replaces it here; it is sent as a booking action (audited, once
 * per idempotency key, a new key once saved or edited) and checked first with the schema the
 * server applies, so a bad note is named in the staff's language before it is sent.
 */
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import type { AdminBookingView } from '../../api/admin-contract.ts';
import { GUIDE_NOTE_MAX, guideNoteSchema } from '../../domain/guide-note.ts';
import type { ValidationKey } from '../../domain/schemas.ts';
import { VALIDATION_PARAMS } from '../../domain/validation-params.ts';
import { TextAreaField } from '../fields.tsx';
import { useAdmin } from './admin-env.tsx';
import { CallError, useAdminCall } from './staff-action.tsx';

export function GuideNote({ booking }: { booking: AdminBookingView }) {
  const { t, views } = useAdmin();
  const { busy, error, run } = useAdminCall();
  const [text, setText] = useState(booking.guideNote);
  const [problem, setProblem] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = v.safeParse(guideNoteSchema, text);
    if (!parsed.success) {
      const issue = parsed.issues[0].message as ValidationKey;
      setProblem(t(issue, VALIDATION_PARAMS[issue]));
      return;
    }
    setProblem(null);
    const body = { action: 'guideNote', guideNote: parsed.output };
    void run(
      () => views.bookingAction(booking.code, body, key),
      (saved) => {
        setMessage(saved);
        setKey(crypto.randomUUID());
      },
    );
  };

  return (
    <section aria-labelledby="admin-guide-note-title" className="admin-panel">
      <h2 id="admin-guide-note-title">{t('admin.ui.guideNote.heading')}</h2>
      <p className="note">{t('admin.ui.guideNote.intro')}</p>
      {booking.cancelled ? (
        <p>{booking.guideNote || t('admin.ui.guideNote.none')}</p>
      ) : (
        <form onSubmit={submit} className="admin-action-form" noValidate>
          <TextAreaField
            id="admin-guide-note"
            label={t('admin.ui.guideNote.label', { max: GUIDE_NOTE_MAX })}
            maxLength={GUIDE_NOTE_MAX}
            rows={3}
            value={text}
            error={problem}
            onValue={(value) => {
              setText(value);
              setKey(crypto.randomUUID());
            }}
          />
          <button type="submit" className="button button--secondary" disabled={busy}>
            {t('admin.ui.guideNote.save')}
          </button>
        </form>
      )}
      <p role="status" className="note">
        {message}
      </p>
      <CallError error={error} />
    </section>
  );
}

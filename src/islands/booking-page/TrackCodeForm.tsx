/**
 * Asks for a booking code on the booking page itself: opened without one (the footer's "Track my
 * booking"), or after a code that was malformed or not found, so the customer types it again where
 * they are. The page of the typed code checks it (`tracking.ts`), and says what is wrong there.
 */
import { type FormEvent, useId, useState } from 'react';
import { CODE_LENGTH, canonicalBookingCode } from '../../domain/booking-code.ts';
import { TextField } from '../fields.tsx';
import type { translatorOf } from '../text.ts';

interface TrackCodeFormProps {
  t: ReturnType<typeof translatorOf>;
  /** The booking page's path without a code, in the page's language. */
  searchPath: string;
  /** What was typed before: kept, so one wrong character is fixed rather than the code retyped. */
  initial: string;
  /** Says what the code is for, when the page was opened without one. */
  intro?: boolean;
}

export function TrackCodeForm({ t, searchPath, initial, intro = false }: TrackCodeFormProps) {
  const id = useId();
  const [value, setValue] = useState(initial);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = canonicalBookingCode(value) ?? value.trim();
    window.location.assign(`${searchPath}/${encodeURIComponent(code)}`);
  };
  return (
    <form className="track-again" onSubmit={submit}>
      {intro ? <p>{t('track.intro')}</p> : null}
      <TextField
        id={`${id}code`}
        label={t('track.label')}
        hint={t('track.hint', { length: CODE_LENGTH })}
        value={value}
        onValue={setValue}
        required
        maxLength={20}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <div className="form-actions">
        <button className="button" type="submit">
          {t('track.submit')}
        </button>
      </div>
    </form>
  );
}

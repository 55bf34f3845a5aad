/**
 * "The e-mail you booked with": the proof a customer gives on the booking page before changing
 * anything (asking to cancel, naming the travellers), the same field wherever it is asked.
 */
import { TextField } from '../fields.tsx';
import { type Messages, translatorOf } from '../text.ts';

export function BookingEmailField(props: {
  id: string;
  messages: Messages;
  value: string;
  onValue: (value: string) => void;
  error: string | null;
}) {
  const t = translatorOf(props.messages);
  return (
    <TextField
      id={props.id}
      type="email"
      label={t('islands.track.cancelEmail')}
      hint={t('islands.track.cancelEmailHint')}
      autoComplete="email"
      value={props.value}
      onValue={props.onValue}
      error={props.error}
    />
  );
}

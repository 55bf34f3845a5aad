/** A staff action's request and its outcome: busy, the error to show, the reason it asks for. */
import { type FormEvent, useState } from 'react';
import type { AdminOutcome } from '../../stores/admin/admin-api.ts';
import { errorOf, isSignedOut } from '../../stores/admin/view-loader.ts';
import { useAdmin } from './admin-env.tsx';

/**
 * A staff action's call: busy while it runs, then `onOk` with the server's message, the sign-in
 * screen when the session is gone, or the error to show.
 */
export function useAdminCall() {
  const { t, session } = useAdmin();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async <T,>(call: () => Promise<AdminOutcome<T>>, onOk: (message: string) => void) => {
    setBusy(true);
    setError(null);
    const outcome = await call();
    setBusy(false);
    if (outcome.kind === 'ok') onOk(outcome.message);
    else if (isSignedOut(outcome)) session.signedOut(outcome.message);
    else setError(errorOf(outcome, t('admin.ui.networkError')).message);
  };
  return { busy, error, run };
}

/** A required reason and the button that sends it (rejecting a review, ending a session). */
export function ReasonForm(props: {
  id: string;
  label: string;
  submit: string;
  busy: boolean;
  onSubmit: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSubmit(reason);
  };
  return (
    <form onSubmit={submit} className="admin-action-form">
      <div className="field">
        <label htmlFor={props.id}>{props.label}</label>
        <input
          id={props.id}
          required
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <button type="submit" className="button button--secondary" disabled={props.busy}>
        {props.submit}
      </button>
    </form>
  );
}

/** The error of a staff action, if any. */
export function CallError({ error }: { error: string | null }) {
  return error ? (
    <p role="alert" className="input-error">
      {error}
    </p>
  ) : null;
}

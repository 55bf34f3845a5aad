/** The sign-in form: an e-mail address gets a one-time link (same answer for any address). */
import { type FormEvent, useState } from 'react';
import { useAdmin } from './admin-env.tsx';

export function AdminSignIn({ notice }: { notice: string | null }) {
  const { t, api } = useAdmin();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const outcome = await api.signIn(email);
    setBusy(false);
    if (outcome.kind === 'ok') setMessage({ text: outcome.message, error: false });
    else
      setMessage({
        text: outcome.kind === 'refused' ? outcome.message : t('admin.ui.networkError'),
        error: true,
      });
  }

  return (
    <section className="admin-panel admin-sign-in" aria-labelledby="admin-sign-in-title">
      <h1 id="admin-sign-in-title">{t('admin.ui.signIn.heading')}</h1>
      {notice ? <p className="form-banner">{notice}</p> : null}
      <p>{t('admin.ui.signIn.intro')}</p>
      <form onSubmit={submit} noValidate={false}>
        <div className="field">
          <label htmlFor="admin-email">{t('admin.ui.signIn.email')}</label>
          <input
            id="admin-email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <button type="submit" className="button" disabled={busy}>
          {t('admin.ui.signIn.submit')}
        </button>
      </form>
      {message ? (
        <p role={message.error ? 'alert' : 'status'} className={message.error ? 'input-error' : 'note'}>
          {message.text}
        </p>
      ) : null}
    </section>
  );
}

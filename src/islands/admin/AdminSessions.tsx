/** Open sessions (owners): who is signed in, and ending someone's session with a reason. */
import { type FormEvent, useState } from 'react';
import type { StaffSessionView } from '../../api/admin-contract.ts';
import { LoadedView, useAdmin, useLoad } from './common.tsx';

function SessionItem({ item, onEnded }: { item: StaffSessionView; onEnded: (message: string) => void }) {
  const { t, api, dateTime, session } = useAdmin();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `admin-session-${item.id}`;

  async function end(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const outcome = await api.endSession(item.id, reason);
    setBusy(false);
    if (outcome.kind === 'ok') onEnded(outcome.message);
    else if (outcome.kind === 'refused' && outcome.status === 'signedOut') session.signedOut(outcome.message);
    else setError(outcome.kind === 'refused' ? outcome.message : t('admin.ui.networkError'));
  }

  return (
    <li className="admin-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {t('admin.ui.sessions.who', { name: item.staffName, role: t(`admin.ui.role.${item.role}`) })}
      </h2>
      <p>{item.staffEmail}</p>
      <p>
        {t('admin.ui.sessions.times', {
          since: dateTime(item.createdAt),
          lastSeen: dateTime(item.lastSeenAt),
        })}
      </p>
      {item.current ? (
        <p className="note">{t('admin.ui.sessions.current')}</p>
      ) : (
        <form onSubmit={(event) => void end(event)} className="admin-action-form">
          <div className="field">
            <label htmlFor={`${id}-reason`}>{t('admin.ui.action.reason')}</label>
            <input
              id={`${id}-reason`}
              required
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
          <button type="submit" className="button button--secondary" disabled={busy}>
            {t('admin.ui.sessions.end')}
          </button>
        </form>
      )}
      {error ? (
        <p role="alert" className="input-error">
          {error}
        </p>
      ) : null}
    </li>
  );
}

export function AdminSessions() {
  const { t, api } = useAdmin();
  const { loaded, reload } = useLoad('sessions', () => api.sessions());
  const [message, setMessage] = useState<string | null>(null);
  return (
    <section aria-labelledby="admin-sessions-title">
      <h1 id="admin-sessions-title">{t('admin.ui.sessions.heading')}</h1>
      <p>{t('admin.ui.sessions.intro')}</p>
      <p role="status" className="note">
        {message}
      </p>
      <LoadedView loaded={loaded} reload={reload}>
        {({ sessions }) => (
          <ul className="admin-card-list">
            {sessions.map((item) => (
              <SessionItem
                key={item.id}
                item={item}
                onEnded={(text) => {
                  setMessage(text);
                  reload();
                }}
              />
            ))}
          </ul>
        )}
      </LoadedView>
    </section>
  );
}

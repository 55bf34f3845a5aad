/** Open sessions (owners): who is signed in, and ending someone's session with a reason. */
import { useState } from 'react';
import type { StaffSessionView } from '../../api/admin-contract.ts';
import { useAdmin } from './admin-env.tsx';
import { CallError, ReasonForm, useAdminCall } from './staff-action.tsx';
import { LoadedView, useView } from './view-loading.tsx';

function SessionItem({ item, onEnded }: { item: StaffSessionView; onEnded: (message: string) => void }) {
  const { t, views, dateTime } = useAdmin();
  const { busy, error, run } = useAdminCall();
  const id = `admin-session-${item.id}`;
  return (
    <li className="admin-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {t('admin.ui.sessions.who', { name: item.staffName, role: t(`admin.ui.role.${item.role}`) })}
      </h2>
      <p>{item.staffEmail}</p>
      <p>
        {item.browser && item.os
          ? t('admin.ui.sessions.device', { browser: item.browser, os: item.os })
          : (item.browser ?? item.os ?? t('admin.ui.sessions.unknownDevice'))}
      </p>
      <p>
        {t('admin.ui.sessions.times', {
          since: dateTime(item.createdAt),
          lastSeen: dateTime(item.lastSeenAt),
        })}
      </p>
      {item.current ? (
        <p className="note">{t('admin.ui.sessions.current')}</p>
      ) : (
        <ReasonForm
          id={`${id}-reason`}
          label={t('admin.ui.action.reason')}
          submit={t('admin.ui.sessions.end')}
          busy={busy}
          onSubmit={(reason) => void run(() => views.endSession(item.id, reason), onEnded)}
        />
      )}
      <CallError error={error} />
    </li>
  );
}

export function AdminSessions() {
  const { t, views } = useAdmin();
  const { loaded, reload } = useView(views.sessions, 'sessions');
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
              <SessionItem key={item.id} item={item} onEnded={setMessage} />
            ))}
          </ul>
        )}
      </LoadedView>
    </section>
  );
}

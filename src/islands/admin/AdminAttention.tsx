/**
 * Needs attention: charged twice, balances to collect offline, unconfirmed payments, unsent e-mails,
 * balances overdue, reminders given up on, bookings left unpaid (with one-tap contact).
 */
import type { AttentionItem } from '../../api/admin-contract.ts';
import type { ReminderKind } from '../../domain/reminder-schedule.ts';
import { useAdmin } from './admin-env.tsx';
import { UnpaidContactLinks } from './UnpaidContact.tsx';
import { LoadedView, useView } from './view-loading.tsx';

export function AdminAttention() {
  const { t, views, xaf, date, dateTime } = useAdmin();
  const { loaded, reload } = useView(views.attention, 'attention');
  // An overdue balance's date is its due day, which has no time.
  const sinceText = (item: AttentionItem) =>
    item.kind === 'balanceOverdue' ? date(item.since) : dateTime(item.since);
  return (
    <section aria-labelledby="admin-attention-title">
      <h1 id="admin-attention-title">{t('admin.ui.attention.heading')}</h1>
      <LoadedView loaded={loaded} reload={reload}>
        {({ items }) =>
          items.length === 0 ? (
            <p>{t('admin.ui.attention.none')}</p>
          ) : (
            <ul className="admin-log">
              {items.map((item, index) => (
                <li key={`${item.kind}-${item.code}-${item.reference ?? index}`}>
                  <a href={`#booking=${encodeURIComponent(item.code)}`}>
                    <code>{item.code}</code>
                  </a>{' '}
                  {item.fullName} · {t(`admin.ui.attention.${item.kind}`, { amount: xaf(item.amount) })}
                  {item.kind === 'reminderFailed' ? (
                    // The message's name, not its code (`balance_7`).
                    <> · {t(`admin.ui.reminder.${item.reference as ReminderKind}`)}</>
                  ) : item.reference ? (
                    <>
                      {' '}
                      · <code>{item.reference}</code>
                    </>
                  ) : null}{' '}
                  · <small>{sinceText(item)}</small>
                  {item.reason ? <p className="admin-reason">{item.reason}</p> : null}
                  {item.contact ? <UnpaidContactLinks contact={item.contact} name={item.fullName} /> : null}
                </li>
              ))}
            </ul>
          )
        }
      </LoadedView>
    </section>
  );
}

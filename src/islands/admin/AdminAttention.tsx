/**
 * Needs attention: charged twice, balances to collect offline, unconfirmed payments, unsent e-mails,
 * bookings left unpaid (with one-tap contact).
 */
import { LoadedView, useAdmin, useLoad } from './common.tsx';
import { UnpaidContactLinks } from './UnpaidContact.tsx';

export function AdminAttention() {
  const { t, api, xaf, dateTime } = useAdmin();
  const { loaded, reload } = useLoad('attention', () => api.attention());
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
                  {item.reference ? (
                    <>
                      {' '}
                      · <code>{item.reference}</code>
                    </>
                  ) : null}{' '}
                  · <small>{dateTime(item.since)}</small>
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

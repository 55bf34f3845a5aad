import type { BookingDetails } from '../../api/contract.ts';
import { tripCalendar } from '../../domain/ics.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { translatorOf } from '../text.ts';

interface Props {
  booking: BookingDetails;
  locale: Locale;
  t: ReturnType<typeof translatorOf>;
}

/**
 * "Add to calendar": the trip as an .ics file built here, in the page's language, so no request
 * and no function serve it. Offered only for a trip with a date that will happen.
 */
export function CalendarLink({ booking, locale, t }: Props) {
  if (!booking.preferredDate || booking.cancelledOn || typeof window === 'undefined') return null;
  const url = `${window.location.origin}${window.location.pathname}`;
  const text = tripCalendar({
    code: booking.code,
    startDate: booking.preferredDate,
    days: booking.package.durationDays,
    summary: t('islands.track.calendarSummary', { package: booking.package.title }),
    description: [
      t('islands.track.calendarDescription', { code: booking.code, url }),
      // The meeting time rides in the text: the event stays all-day, over the trip's days.
      booking.meeting?.time
        ? t('islands.track.meetingAt', { point: booking.meeting.point, time: booking.meeting.time })
        : '',
    ]
      .filter(Boolean)
      .join('\n'),
    url,
    location: booking.meeting?.point ?? '',
    language: locale,
    now: new Date(),
  });
  return (
    <a
      className="button button--secondary"
      href={`data:text/calendar;charset=utf-8,${encodeURIComponent(text)}`}
      download={`${booking.code}.ics`}
    >
      {t('islands.track.addToCalendar')}
    </a>
  );
}

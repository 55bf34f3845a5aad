import { useEffect } from 'react';

/**
 * The tab's title says what the page shows, as its heading does, once that is known: the payment
 * page what it charges, the booking page a booking rather than the box asking for a code.
 */
export function useDocumentTitle(title: string, heading: string, known: boolean): void {
  useEffect(() => {
    if (known) document.title = document.title.replace(title, heading);
  }, [known, title, heading]);
}

import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { $notices, drainNotices, type Notice } from '../../stores/notices.ts';

/**
 * The toast settings of the product (docs/business-rules.md, "Toasts"): each toast stays 4 s, 356 px
 * wide (sonner's width), 14 px apart, at most 3 shown, a 45 px swipe dismisses one (sonner's
 * threshold), alt+T reaches them, and each has a close button.
 */
export const TOAST_SETTINGS = {
  duration: 4000,
  gap: 14,
  visibleToasts: 3,
  hotkey: ['altKey', 'KeyT'],
  position: 'top-center',
  closeButton: true,
} as const;

function show(notice: Notice): void {
  toast[notice.kind](notice.text);
}

/** Loaded with the first notice (see Toasts.tsx); shows it and every later one. */
export default function SonnerToaster({ label, closeLabel }: { label: string; closeLabel: string }) {
  useEffect(() => {
    for (const notice of drainNotices()) show(notice);
    return $notices.listen(() => {
      for (const notice of drainNotices()) show(notice);
    });
  }, []);
  return (
    <Toaster
      {...TOAST_SETTINGS}
      hotkey={[...TOAST_SETTINGS.hotkey]}
      containerAriaLabel={label}
      toastOptions={{ closeButtonAriaLabel: closeLabel }}
    />
  );
}

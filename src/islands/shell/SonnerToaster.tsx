import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { $notices, drainNotices, type Notice } from '../../stores/notices.ts';

function show(notice: Notice) {
  toast[notice.kind](notice.text);
}

/**
 * The toast area with the spec's settings: 4000 ms, 14 px gap, 3 visible, alt+T to reach them
 * (sonner's own width of 356 px, swipe threshold of 45 px and 200 ms removal are the spec's too).
 * Notices queued before it mounted are shown as soon as it is.
 */
export default function SonnerToaster({ label }: { label: string }) {
  useEffect(() => {
    for (const notice of drainNotices()) show(notice);
    return $notices.listen(() => {
      for (const notice of drainNotices()) show(notice);
    });
  }, []);
  return (
    <Toaster
      duration={4000}
      gap={14}
      visibleToasts={3}
      hotkey={['altKey', 'KeyT']}
      position="top-center"
      containerAriaLabel={label}
    />
  );
}

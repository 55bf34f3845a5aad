import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { $notices } from '../../stores/notices.ts';

// Most visits never raise a toast: sonner (about 10 KB gzip) loads with the first notice, so the
// first load of an island page does not carry it.
const SonnerToaster = lazy(() => import('./SonnerToaster.tsx'));

export function Toasts({ label, closeLabel }: { label: string; closeLabel: string }) {
  const notices = useStore($notices);
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (notices.length > 0) setNeeded(true);
  }, [notices]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster label={label} closeLabel={closeLabel} />
    </Suspense>
  );
}

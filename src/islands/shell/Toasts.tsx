import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { $notices } from '../../stores/notices.ts';

// Most visits never raise a toast: the toaster (about 10 KB gzip) loads with the first notice.
const SonnerToaster = lazy(() => import('./SonnerToaster.tsx'));

export function Toasts({ label }: { label: string }) {
  const notices = useStore($notices);
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (notices.length > 0) setNeeded(true);
  }, [notices]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster label={label} />
    </Suspense>
  );
}

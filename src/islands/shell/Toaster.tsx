import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { $notices, drainNotices, type Notice } from '../../stores/notices.ts';
import {
  dismissesToast,
  isToasterHotkey,
  TOAST_DURATION_MS,
  TOAST_REMOVE_MS,
  visibleToasts,
} from '../../stores/toast-rules.ts';

interface ShownToast extends Notice {
  leaving: boolean;
}

const ICONS: Record<Notice['kind'], string> = { success: '✓', error: '!', info: 'i', warning: '!' };

/**
 * The toast area (rules in `toast-rules.ts`). It is always in the page, empty, so screen readers
 * know the live region before the first message. A toast's clock stops while the area is hovered or
 * focused, or the tab is hidden, so nobody loses a message they are reading.
 */
export function Toaster({ label, closeLabel }: { label: string; closeLabel: string }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [hidden, setHidden] = useState(false);
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    const take = () => {
      const fresh = drainNotices().map((notice) => ({ ...notice, leaving: false }));
      if (fresh.length > 0) setToasts((shown) => [...shown, ...fresh]);
    };
    take();
    const stopListening = $notices.listen(take);
    const onKey = (event: KeyboardEvent) => {
      if (isToasterHotkey(event)) {
        event.preventDefault();
        region.current?.focus();
      }
    };
    const onVisibility = () => setHidden(document.hidden);
    window.addEventListener('keydown', onKey);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopListening();
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  const dismiss = (id: number) => {
    setToasts((shown) => shown.map((toast) => (toast.id === id ? { ...toast, leaving: true } : toast)));
    setTimeout(() => setToasts((shown) => shown.filter((toast) => toast.id !== id)), TOAST_REMOVE_MS);
  };

  return (
    <section
      ref={region}
      className="toaster"
      aria-label={label}
      tabIndex={-1}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
    >
      <ol className="toaster-list" aria-live="polite" aria-relevant="additions text">
        {visibleToasts(toasts).map((toast) => (
          <Toast
            key={toast.id}
            toast={toast}
            paused={hovered || focused || hidden}
            closeLabel={closeLabel}
            onDismiss={() => dismiss(toast.id)}
          />
        ))}
      </ol>
    </section>
  );
}

function Toast({
  toast,
  paused,
  closeLabel,
  onDismiss,
}: {
  toast: ShownToast;
  paused: boolean;
  closeLabel: string;
  onDismiss: () => void;
}) {
  const remaining = useRef(TOAST_DURATION_MS);
  const swipe = useRef<{ x: number; y: number; at: number } | null>(null);
  const [offset, setOffset] = useState<{ x: number; y: number } | null>(null);

  useEffect(() => {
    if (paused || toast.leaving) return;
    const started = Date.now();
    const timer = setTimeout(onDismiss, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, toast.leaving, onDismiss]);

  const distance = (event: PointerEvent, from: { x: number; y: number }) => ({
    x: event.clientX - from.x,
    y: event.clientY - from.y,
  });
  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    if ((event.target as Element).closest('button')) return;
    swipe.current = { x: event.clientX, y: event.clientY, at: Date.now() };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (swipe.current) setOffset(distance(event, swipe.current));
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipe.current;
    swipe.current = null;
    setOffset(null);
    if (!from) return;
    const moved = distance(event, from);
    if (dismissesToast(Math.max(Math.abs(moved.x), Math.abs(moved.y)), Date.now() - from.at)) onDismiss();
  };

  return (
    <li
      className={`toast toast-${toast.kind}`}
      data-state={toast.leaving ? 'leaving' : 'shown'}
      style={
        offset ? { transform: `translate(${offset.x}px, ${offset.y}px)`, transition: 'none' } : undefined
      }
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        swipe.current = null;
        setOffset(null);
      }}
    >
      <span className="toast-icon" aria-hidden="true">
        {ICONS[toast.kind]}
      </span>
      <p>{toast.text}</p>
      <button type="button" className="toast-close" aria-label={closeLabel} onClick={onDismiss}>
        ×
      </button>
    </li>
  );
}

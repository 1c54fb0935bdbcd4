// The notifications region: shows the one current toast, focusable with F8, dismissed by its button,
// by swiping it right (50 px) or after 5000 ms.
import { useStore } from '@nanostores/react';
import { X } from 'lucide-react';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { $toast, dismissToast } from '../stores/toasts.ts';

const SWIPE_THRESHOLD = 50;

export default function Toaster() {
  const current = useStore($toast);
  const region = useRef<HTMLElement>(null);
  const [dragX, setDragX] = useState(0);
  const start = useRef<number | null>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => setDragX(0), [current?.id]);

  // The region lives in the browser's top layer (a manual popover), re-shown for each toast so it stands
  // above an open modal dialog instead of behind its backdrop.
  useEffect(() => {
    const element = region.current;
    if (!element || typeof element.showPopover !== 'function') return;
    if (element.matches(':popover-open')) element.hidePopover();
    element.showPopover();
  }, [current?.id]);

  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent) => {
    if (start.current !== null) setDragX(Math.max(0, event.clientX - start.current));
  };
  const onPointerUp = () => {
    if (dragX > SWIPE_THRESHOLD && current) dismissToast(current.id);
    start.current = null;
    setDragX(0);
  };

  const destructive = current?.variant === 'destructive';
  return (
    <section
      popover="manual"
      ref={region}
      tabIndex={-1}
      aria-label="Benachrichtigungen (F8)"
      className="pointer-events-none fixed inset-x-0 top-auto bottom-0 z-[60] m-0 flex w-auto justify-center overflow-visible border-0 bg-transparent p-4 text-inherit outline-none focus-visible:ring-2 focus-visible:ring-brand sm:inset-x-auto sm:right-0 sm:justify-end"
    >
      {/* Not a list: axe forbids the alert/status roles on list items. */}
      <div className="w-full max-w-sm" aria-live={destructive ? 'assertive' : 'polite'}>
        {current && (
          <div
            key={current.id}
            role={destructive ? 'alert' : 'status'}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            style={{ transform: dragX ? `translateX(${dragX}px)` : undefined }}
            className={`pointer-events-auto relative flex touch-pan-y gap-3 rounded-xl border p-4 pr-10 shadow-lg animate-[toast-in_200ms_ease-out] ${
              destructive
                ? 'border-red-700 bg-red-700 text-white'
                : 'border-stone-200 bg-white text-stone-900 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100'
            }`}
          >
            <div className="grid gap-1">
              <p className="text-sm font-semibold">{current.title}</p>
              {current.description && <p className="text-sm opacity-90">{current.description}</p>}
            </div>
            <button
              type="button"
              onClick={() => dismissToast(current.id)}
              className="absolute right-2 top-2 rounded-md p-1 opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
              aria-label="Benachrichtigung schließen"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        )}
      </div>
    </section>
  );
}

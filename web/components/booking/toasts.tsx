import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';

export type ToastTone = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: number;
  tone: ToastTone;
  title: string;
  description: string;
}

const SHOWN_MS = 6_000;

/** The booking tool's notifications (spec §8 "Toasts"). */
export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  const show = useCallback((tone: ToastTone, title: string, description: string) => {
    const id = next.current++;
    setToasts((current) => [...current.slice(-2), { id, tone, title, description }]);
  }, []);
  return { toasts, show, dismiss };
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  // The 6 s wait while nobody is reading: a pointer over the toast or the focus in it holds it
  // (WCAG 2.2.2), and leaving it starts the 6 s again.
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused;
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => onDismiss(toast.id), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [toast.id, onDismiss, held]);
  return (
    <div
      className={`toast toast--${toast.tone}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <p className="toast__title">{toast.title}</p>
      <p>{toast.description}</p>
      <button type="button" className="toast__close" onClick={() => onDismiss(toast.id)} aria-label={t('booking.toasts.close')}>
        ×
      </button>
    </div>
  );
}

/**
 * One polite live region, in the page from the start (a region that appears with its message is
 * often not read): each toast added to it is announced once, and none interrupts the visitor.
 * On a phone only the newest shows, so toasts never cover a third of the screen.
 */
export function ToastRegion({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <section className="toasts" aria-label={t('booking.toasts.label')}>
      <div role="status" aria-live="polite" aria-relevant="additions text" className="toasts__list">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </div>
    </section>
  );
}

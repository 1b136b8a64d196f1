import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useHydrated } from '../use-hydrated.ts';

/**
 * The site's one dialog, on the platform's <dialog>, titled by its heading. Given `onClose`, it is
 * modal: opened with showModal() (the focus kept in it, the rest of the page inert), closed by
 * Escape. Without, it is a record the page's address opens (the staff's detail): rendered open by
 * the server, closed by a link inside it, and its heading takes the focus each time `focusKey`
 * changes, so that the keyboard and the screen reader start at its title.
 */
export function Dialog({
  title,
  onClose,
  focusKey,
  className,
  children,
}: {
  title: string;
  onClose?: () => void;
  focusKey?: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const modal = onClose !== undefined;
  useEffect(() => {
    const dialog = ref.current;
    if (!modal) return;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, [modal]);
  // A page that comes back with the record open (after a save) may hydrate once the person has
  // scrolled to a control: the focus moves then without pulling the view from under the pointer.
  const cameWithPage = useRef(!useHydrated());
  useEffect(() => {
    if (modal) return;
    heading.current?.focus({ preventScroll: cameWithPage.current && window.scrollY > 0 });
    cameWithPage.current = false;
  }, [modal, focusKey]);
  return modal ? (
    <dialog
      ref={ref}
      className={`modal ${className ?? ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
    >
      <h2 id={titleId} className="modal__title">
        {title}
      </h2>
      {children}
    </dialog>
  ) : (
    <dialog open aria-labelledby={titleId} className={className}>
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </dialog>
  );
}

import { type ComponentProps, type ReactNode, useId } from 'react';

/**
 * A box to tick or a choice among a few: the control first, its label beside it and its hint under
 * both, read with it.
 */
export function Tick({
  label,
  hint,
  className,
  children,
  ...input
}: Omit<ComponentProps<'input'>, 'id' | 'type'> & {
  type: 'checkbox' | 'radio';
  label: ReactNode;
  /** under the control and its label, read with it */
  hint?: ReactNode;
  /** what else is said under it (a status) */
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className={className ? `field tick ${className}` : 'field tick'}>
      <input id={id} aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {children}
    </div>
  );
}

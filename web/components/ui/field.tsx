import { type ReactNode, useId } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { FieldMessage } from './field-message.tsx';

/** What a field gives the control it labels: the id its label names, and what is read with it. */
export interface FieldControl {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * A labelled control with its hint and its message under it, both read with it; the control is
 * the screen's own (an input, a select, a text area), spread with what ties it to them.
 */
export function Field({
  label,
  marker,
  hint,
  message,
  id,
  className,
  children,
}: {
  label: ReactNode;
  /** said after the label: a required field's star (for the eye; the control says it is required), or "(optional)" */
  marker?: 'required' | 'optional';
  /** one line under the control, read with it */
  hint?: ReactNode;
  /** what is wrong with it, said under it; the control is then marked invalid */
  message?: string | undefined;
  /** given when a page names its fields itself */
  id?: string;
  className?: string;
  children: (control: FieldControl) => ReactNode;
}) {
  const { t } = useTranslation();
  const ownId = useId();
  const fieldId = id ?? ownId;
  const describedBy = [hint ? `${fieldId}-hint` : '', message ? `${fieldId}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={fieldId}>
        {label}
        {marker === 'required' && (
          <>
            {' '}
            <span aria-hidden="true">*</span>
          </>
        )}
        {marker === 'optional' && (
          <>
            {' '}
            <span className="field__optional">{t('booking.optional')}</span>
          </>
        )}
      </label>
      {children({
        id: fieldId,
        ...(message ? { 'aria-invalid': true } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint && (
        <p id={`${fieldId}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <FieldMessage id={`${fieldId}-error`} message={message} />
    </div>
  );
}

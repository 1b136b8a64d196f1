import type { InputError } from '#src/application/errors.ts';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { useActionData, useFetcher } from 'react-router';
import type { LeadKind } from '#src/domain/leads/lead-rules.ts';
import { leadFieldMessageKey } from '#src/texts/lead-field-text.ts';
import { FieldMessage } from '../ui/field-message.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { useHydrated } from '../use-hydrated.ts';
import type { LeadResult } from './lead-action.server.ts';
import { Button } from '../ui/button.tsx';

export interface LeadField {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'select' | 'textarea' | 'checkbox';
  required?: boolean;
  autoComplete?: string;
  options?: { value: string; label: string }[];
  /** a checkbox's label may hold links */
  labelContent?: ReactNode;
  defaultValue?: string;
}

interface Props {
  form: LeadKind;
  /** the page whose action receives the form (its own, or the create-account page from the header) */
  action?: string;
  title: string;
  titleLevel?: 'h2' | 'h3';
  intro?: string;
  fields: LeadField[];
  submitLabel: string;
  /** the expert contact form answers with dialogs (spec §4 "Contact form (automotive)") */
  outcome: 'inline' | 'dialogs';
  onSent?: () => void;
  /** the domain's rules for this form, checked in the page before anything is sent */
  validate: (value: (name: string) => string) => readonly InputError[];
}

/**
 * A lead form: idle, submitting ('Envoi en cours...'), then success or error (spec §4, §8).
 * Posted through a fetcher with JavaScript, as a plain form without it; the server is the judge.
 */
export function LeadForm({ form, action, title, titleLevel = 'h2', intro, fields, submitLabel, outcome, onSent, validate }: Props) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<{ lead: LeadResult }>({ key: `lead-${form}` });
  const actionData = useActionData<{ lead?: LeadResult }>();
  const fromPost = actionData?.lead?.form === form ? actionData.lead : undefined;
  const result = fetcher.data?.lead ?? fromPost;
  const submitting = fetcher.state !== 'idle';
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [dialog, setDialog] = useState<'sent' | 'failed' | undefined>();
  const Heading = titleLevel;

  // What the page's own check found on the last attempt (none sent while it finds something).
  const [checked, setChecked] = useState<readonly InputError[]>([]);
  // Each new answer opens the outcome dialog where the spec has one (set while rendering)…
  const [answered, setAnswered] = useState<LeadResult | undefined>(result);
  if (result && result !== answered) {
    setAnswered(result);
    setChecked([]);
    if (outcome === 'dialogs' && (result.status === 201 || result.status === 503)) setDialog(result.status === 201 ? 'sent' : 'failed');
  }
  // A success replaces the form with its message until the visitor asks for the form again.
  const [formAgainAfter, setFormAgainAfter] = useState<LeadResult | undefined>();
  const sentPanel = useRef<HTMLDivElement>(null);
  // …and a success clears the form, once per answer.
  const cleared = useRef<LeadResult | undefined>(result);
  useEffect(() => {
    if (!result || result === cleared.current) return;
    cleared.current = result;
    if (result.status === 201) {
      formRef.current?.reset();
      onSent?.();
    }
  }, [result, onSent]);

  const shownErrors = checked.length > 0 ? checked : (result?.errors ?? []);
  const errors = Object.fromEntries(shownErrors.map((error) => [error.field, t(leadFieldMessageKey(error.key))]));
  const values = result?.values ?? {};
  const succeeded = result?.status === 201;
  const titleId = `${id}-title`;
  const showSent = succeeded && outcome === 'inline' && formAgainAfter !== result;

  useEffect(() => {
    if (showSent && hydrated) sentPanel.current?.focus();
  }, [showSent, hydrated]);

  // Checked in the page first: nothing travels while a field is missing, and the focus goes to it.
  const checkFirst = (event: React.FormEvent<HTMLFormElement>) => {
    const typed = new FormData(event.currentTarget);
    const found = validate((name) => String(typed.get(name) ?? ''));
    setChecked(found);
    if (found.length === 0) return;
    event.preventDefault();
    const first = fields.find((field) => found.some((error) => error.field === field.name));
    if (first) document.getElementById(`${id}-${first.name}`)?.focus();
  };

  if (showSent) {
    return (
      <div className="lead-form lead-form--sent" ref={sentPanel} tabIndex={-1} aria-labelledby={titleId}>
        <Heading id={titleId}>{title}</Heading>
        <p className="notice notice--success" role="status">
          {t(result.messageKey)}
        </p>
        {hydrated && (
          <Button kind="secondary" type="button" onClick={() => setFormAgainAfter(result)}>
            {t('leads.sendAnother')}
          </Button>
        )}
      </div>
    );
  }

  return (
    <>
      <fetcher.Form
        ref={formRef}
        method="post"
        action={action}
        className="lead-form"
        aria-labelledby={titleId}
        noValidate={hydrated}
        onSubmit={hydrated ? checkFirst : undefined}
      >
        <Heading id={titleId}>{title}</Heading>
        {intro && <p>{intro}</p>}
        <p className="field__hint">{t('booking.form.requiredHint')}</p>
        {checked.length > 0 ? (
          <p className="notice notice--error" role="alert">
            {t('leads.general')}
          </p>
        ) : (
          result &&
          result.status !== 201 && (
            <p className="notice notice--error" role="alert">
              {result.status === 503 && form !== 'contact' ? t('leads.saveFailed') : t(result.messageKey)}
            </p>
          )
        )}
        <input type="hidden" name="form" value={form} />
        <div className="honeypot" aria-hidden="true">
          <label htmlFor={`${id}-website`}>{t('leads.honeypot')}</label>
          <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <div className="lead-form__fields">
          {fields.map((field) => {
            const inputId = `${id}-${field.name}`;
            const error = errors[field.name];
            const common = {
              id: inputId,
              name: field.name,
              required: field.required,
              'aria-invalid': error ? true : undefined,
              'aria-describedby': error ? `${inputId}-error` : undefined,
            } as const;
            const mark = field.required ? <span aria-hidden="true"> *</span> : null;
            if (field.type === 'checkbox') {
              return (
                <div className="field field--checkbox" key={`${field.name}-${result?.status}`}>
                  <label className="checkbox">
                    <input {...common} type="checkbox" defaultChecked={values[field.name] === 'on'} />
                    <span>
                      {field.labelContent ?? field.label}
                      {mark}
                    </span>
                  </label>
                  <FieldMessage id={`${inputId}-error`} message={error} />
                </div>
              );
            }
            return (
              <div className={`field${field.type === 'textarea' ? ' field--wide' : ''}`} key={`${field.name}-${result?.status}`}>
                <label htmlFor={inputId}>
                  {field.label}
                  {mark}
                </label>
                {field.type === 'select' ? (
                  <select {...common} defaultValue={values[field.name] ?? field.defaultValue ?? ''}>
                    {!field.defaultValue && <option value="">{t('leads.choose')}</option>}
                    {field.options!.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                ) : field.type === 'textarea' ? (
                  <textarea {...common} rows={5} maxLength={5000} defaultValue={values[field.name] ?? ''} />
                ) : (
                  <input {...common} type={field.type} autoComplete={field.autoComplete} defaultValue={values[field.name] ?? ''} />
                )}
                <FieldMessage id={`${inputId}-error`} message={error} />
              </div>
            );
          })}
        </div>
        <Button type="submit" disabled={submitting}>
          {submitting ? t('booking.form.sending') : submitLabel}
        </Button>
      </fetcher.Form>
      {dialog && (
        <Dialog title={t(`leads.contactDialog.${dialog}Title`)} onClose={() => setDialog(undefined)}>
          <p>{t(`leads.contactDialog.${dialog}Message`)}</p>
          <div className="modal__actions">
            <Button type="button" onClick={() => setDialog(undefined)}>
              {t('leads.close')}
            </Button>
          </div>
        </Dialog>
      )}
    </>
  );
}

import type { FormOutcome } from './form-outcome.ts';
import { useId } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import type { CarrierPortalView, PortalDocument } from '#src/application/carriers/carrier-portal.ts';
import { invalidFields } from './form-outcome.ts';
import { CARRIER_DOCUMENT_KINDS, LICENCE_KINDS } from '#src/domain/carriers/carrier.ts';
import { useLanguage } from '../use-language.ts';
import { Button } from '../ui/button.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { Field } from '../ui/field.tsx';

/** What the upload form came to: kept, or refused with the fields to fix. */
export type UploadOutcome = FormOutcome<'uploaded'>;

/** The carrier's documents: each with its validity and whether staff checked it, its scan to open. */
export function Documents({ view }: { view: CarrierPortalView }) {
  const { t } = useTranslation();
  const kind = (value: string) => t(`carrier.portal.kinds.${value as PortalDocument['document']['kind']}`);
  return (
    <section aria-labelledby="carrier-portal-documents">
      <h2 id="carrier-portal-documents">{t('carrier.portal.documentsTitle')}</h2>
      {view.problems.length > 0 ? (
        <div className="notice notice--error">
          <p>{t('carrier.portal.blocked')}</p>
          <ul>
            {view.problems.map((problem) => (
              <li key={problem.kind}>
                {t(`carrier.portal.problems.${problem.problem}`, { document: kind(problem.kind), date: problem.expiredOn ?? '' })}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="notice notice--success">{t('carrier.portal.clear')}</p>
      )}
      {view.documents.length === 0 ? (
        <EmptyState>{t('carrier.portal.noDocuments')}</EmptyState>
      ) : (
        <ul className="carrier-portal__list" aria-label={t('carrier.portal.documentsCaption')}>
          {view.documents.map((entry) => (
            <li key={entry.document.id}>
              <DocumentItem entry={entry} name={kind(entry.document.kind)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function DocumentItem({ entry, name }: { entry: PortalDocument; name: string }) {
  const { t } = useTranslation();
  const { document, status } = entry;
  const id = useId();
  const { home } = useLanguage();
  return (
    <article aria-labelledby={id} className="carrier-portal__item">
      <h3 id={id}>{name}</h3>
      <dl className="carrier-offer__facts">
        <dt>{t('carrier.portal.number')}</dt>
        <dd>{document.number}</dd>
        <dt>{t('carrier.portal.issuedOn')}</dt>
        <dd>{document.issuedOn}</dd>
        <dt>{t('carrier.portal.expiresOn')}</dt>
        <dd>{document.expiresOn}</dd>
        <dt>{t('carrier.portal.documentStatus')}</dt>
        <dd>
          <strong className={`carrier-portal__status carrier-portal__status--${status}`}>
            {t(`carrier.portal.documentStatuses.${status}`)}
          </strong>
        </dd>
      </dl>
      {document.file && (
        <p>
          <a
            href={`${home}/carrier/documents/${document.id}`}
            aria-label={t('carrier.portal.scanOf', { document: name, number: document.number })}
          >
            {t('carrier.portal.scan')} ({document.file.name})
          </a>
        </p>
      )}
    </article>
  );
}

/** The upload form: its fields say what each document kind asks; the server decides what holds. */
export function Upload({ outcome }: { outcome: UploadOutcome }) {
  const { t } = useTranslation();
  const id = useId();
  const invalid = invalidFields(outcome);
  const message = (name: string, key: 'required' | 'date' | 'file') => (invalid.has(name) ? t(`carrier.portal.errors.${key}`) : undefined);
  return (
    <section aria-labelledby={`${id}-title`} className="drive__next">
      <h2 id={`${id}-title`}>{t('carrier.portal.uploadTitle')}</h2>
      <p className="field__hint">{t('carrier.portal.uploadIntro')}</p>
      <div role="status">{outcome === 'uploaded' && <p className="notice notice--success">{t('carrier.portal.uploaded')}</p>}</div>
      {invalid.size > 0 && (
        <p role="alert" className="notice notice--error">
          {t('carrier.portal.errors.invalid')}
        </p>
      )}
      <form method="post" encType="multipart/form-data">
        <input type="hidden" name="intent" value="upload" />
        <Field label={t('carrier.portal.kind')}>
          {(control) => (
            <select {...control} name="kind" required>
              {CARRIER_DOCUMENT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`carrier.portal.kinds.${kind}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('carrier.portal.licenceKind')}>
          {(control) => (
            <select {...control} name="licence">
              {LICENCE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`carrier.portal.licences.${kind}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('carrier.portal.numberLabel')} message={message('number', 'required')}>
          {(control) => <input {...control} name="number" required maxLength={100} autoComplete="off" />}
        </Field>
        <Field label={t('carrier.portal.issuedOnLabel')} message={message('issuedOn', 'date')}>
          {(control) => <input {...control} name="issuedOn" type="date" required />}
        </Field>
        <Field label={t('carrier.portal.expiresOnLabel')} hint={t('carrier.portal.expiresHint')} message={message('expiresOn', 'date')}>
          {(control) => <input {...control} name="expiresOn" type="date" />}
        </Field>
        <Field label={t('carrier.portal.insurer')} message={message('insurer', 'required')}>
          {(control) => <input {...control} name="insurer" maxLength={200} autoComplete="off" />}
        </Field>
        <Field label={t('carrier.portal.cover')} message={message('coverEuros', 'required')}>
          {(control) => <input {...control} name="coverEuros" type="number" min={0} step={1000} inputMode="numeric" />}
        </Field>
        <Field label={t('carrier.portal.file')} message={message('file', 'file')}>
          {(control) => <input {...control} name="file" type="file" required accept="application/pdf,image/jpeg,image/png" />}
        </Field>
        <Button type="submit" className="drive__button">
          {t('carrier.portal.submit')}
        </Button>
      </form>
    </section>
  );
}

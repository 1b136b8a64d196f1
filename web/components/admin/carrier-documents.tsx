import { useId } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { CARRIER_DOCUMENT_KINDS, LICENCE_KINDS, type Carrier, type CarrierDocument } from '#src/domain/carriers/carrier.ts';
import { StaffForm } from './staff-form.tsx';
import type { Staff } from './types.ts';
import { Disclosure } from '../ui/disclosure.tsx';

/**
 * A carrier's documents: each with its scan and whether staff checked it (a carrier's upload
 * counts once checked: the button says which one), and the form that records a new one.
 */
export function CarrierDocuments({ carrier, staff, returnTo }: { carrier: Carrier; staff: Staff; returnTo: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <table>
        <caption>{t('adminUi.carriers.documentsCaption', { company: carrier.company })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('adminUi.carriers.document')}</th>
            <th scope="col">{t('adminUi.carriers.number')}</th>
            <th scope="col">{t('adminUi.carriers.issuedOn')}</th>
            <th scope="col">{t('adminUi.carriers.expiresOn')}</th>
            <th scope="col">{t('adminUi.carriers.scan')}</th>
            <th scope="col">{t('adminUi.carriers.checkColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {carrier.documents.map((document) => (
            <tr key={document.id}>
              <th scope="row">{documentName(t, document)}</th>
              <td>{document.number}</td>
              <td>{document.issuedOn}</td>
              <td>{document.expiresOn}</td>
              <td>
                {document.file ? (
                  <a
                    href={`/api/admin/carriers/${carrier.id}/documents/${document.id}/file`}
                    // The name holds the file's, which the link shows (WCAG 2.5.3, label in name).
                    aria-label={`${t('adminUi.carriers.scanOf', { document: documentName(t, document), number: document.number })} — ${document.file.name}`}
                  >
                    {document.file.name}
                  </a>
                ) : (
                  t('adminUi.carriers.noScan')
                )}
              </td>
              <td>
                {document.checked ? (
                  t('adminUi.carriers.checked')
                ) : (
                  <StaffForm staff={staff} to={returnTo} intent="checkCarrierDocument">
                    <input type="hidden" name="carrierId" value={carrier.id} />
                    <input type="hidden" name="documentId" value={document.id} />
                    <p>{t('adminUi.carriers.unchecked')}</p>
                    <button type="submit">
                      {t('adminUi.carriers.check', { document: documentName(t, document), number: document.number })}
                    </button>
                  </StaffForm>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Disclosure summary={t('adminUi.carriers.addDocument')}>
        <StaffForm staff={staff} to={returnTo} intent="recordCarrierDocument" className="admin__status" encType="multipart/form-data">
          <input type="hidden" name="carrierId" value={carrier.id} />
          <div className="field">
            <label htmlFor={`${id}-kind`}>{t('adminUi.carriers.document')}</label>
            <select id={`${id}-kind`} name="kind" required>
              {CARRIER_DOCUMENT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`adminUi.carriers.documents.${kind}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-licence`}>{t('adminUi.carriers.licenceKind')}</label>
            <select id={`${id}-licence`} name="licence">
              {LICENCE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`adminUi.carriers.licences.${kind}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-number`}>{t('adminUi.carriers.number')}</label>
            <input id={`${id}-number`} name="number" required maxLength={100} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-insurer`}>{t('adminUi.carriers.insurer')}</label>
            <input id={`${id}-insurer`} name="insurer" maxLength={200} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-cover`}>{t('adminUi.carriers.cover')}</label>
            <input id={`${id}-cover`} name="coverEuros" type="number" min={0} step={1000} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-issued`}>{t('adminUi.carriers.issuedOn')}</label>
            <input id={`${id}-issued`} name="issuedOn" type="date" required />
          </div>
          <div className="field">
            <label htmlFor={`${id}-expires`}>{t('adminUi.carriers.expiresOn')}</label>
            <input id={`${id}-expires`} name="expiresOn" type="date" aria-describedby={`${id}-expires-hint`} />
            <p id={`${id}-expires-hint`} className="field__hint">
              {t('adminUi.carriers.vigilanceHint')}
            </p>
          </div>
          <div className="field">
            <label htmlFor={`${id}-file`}>{t('adminUi.carriers.file')}</label>
            <input id={`${id}-file`} name="file" type="file" accept="application/pdf,image/jpeg,image/png" />
          </div>
          <button type="submit">{t('adminUi.carriers.saveDocument')}</button>
        </StaffForm>
      </Disclosure>
    </>
  );
}

function documentName(t: ReturnType<typeof useTranslation>['t'], document: CarrierDocument): string {
  const kind = t(`adminUi.carriers.documents.${document.kind}`);
  if (document.kind === 'licence') return `${kind} — ${t(`adminUi.carriers.licences.${document.licence}`)}`;
  if (document.kind === 'insurance') return `${kind} — ${document.insurer}`;
  return kind;
}

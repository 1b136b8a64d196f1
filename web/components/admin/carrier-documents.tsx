import { useTranslation } from '#web/i18n/use-translation.tsx';
import { CARRIER_DOCUMENT_KINDS, LICENCE_KINDS, type Carrier, type CarrierDocument } from '#src/domain/carriers/carrier.ts';
import { StaffForm } from './staff-form.tsx';
import type { Staff } from './types.ts';
import { Disclosure } from '../ui/disclosure.tsx';
import { Field } from '../ui/field.tsx';
import { Table } from '../ui/table.tsx';

/**
 * A carrier's documents: each with its scan and whether staff checked it (a carrier's upload
 * counts once checked: the button says which one), and the form that records a new one.
 */
export function CarrierDocuments({ carrier, staff, returnTo }: { carrier: Carrier; staff: Staff; returnTo: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Table
        caption={t('adminUi.carriers.documentsCaption', { company: carrier.company })}
        columns={[
          t('adminUi.carriers.document'),
          t('adminUi.carriers.number'),
          t('adminUi.carriers.issuedOn'),
          t('adminUi.carriers.expiresOn'),
          t('adminUi.carriers.scan'),
          t('adminUi.carriers.checkColumn'),
        ]}
      >
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
      </Table>
      <Disclosure summary={t('adminUi.carriers.addDocument')}>
        <StaffForm staff={staff} to={returnTo} intent="recordCarrierDocument" className="admin__status" encType="multipart/form-data">
          <input type="hidden" name="carrierId" value={carrier.id} />
          <Field label={t('adminUi.carriers.document')}>
            {(control) => (
              <select {...control} name="kind" required>
                {CARRIER_DOCUMENT_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`adminUi.carriers.documents.${kind}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('adminUi.carriers.licenceKind')}>
            {(control) => (
              <select {...control} name="licence">
                {LICENCE_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`adminUi.carriers.licences.${kind}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('adminUi.carriers.number')}>{(control) => <input {...control} name="number" required maxLength={100} />}</Field>
          <Field label={t('adminUi.carriers.insurer')}>{(control) => <input {...control} name="insurer" maxLength={200} />}</Field>
          <Field label={t('adminUi.carriers.cover')}>
            {(control) => <input {...control} name="coverEuros" type="number" min={0} step={1000} />}
          </Field>
          <Field label={t('adminUi.carriers.issuedOn')}>{(control) => <input {...control} name="issuedOn" type="date" required />}</Field>
          <Field label={t('adminUi.carriers.expiresOn')} hint={t('adminUi.carriers.vigilanceHint')}>
            {(control) => <input {...control} name="expiresOn" type="date" />}
          </Field>
          <Field label={t('adminUi.carriers.file')}>
            {(control) => <input {...control} name="file" type="file" accept="application/pdf,image/jpeg,image/png" />}
          </Field>
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

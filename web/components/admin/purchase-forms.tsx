import { useId } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import type { PurchaseCarrier, ReceivedPurchase } from '#src/ports/purchase-invoices.ts';
import type { PurchaseRefusal } from '#src/application/carriers/purchasing.ts';
import { StaffForm } from './staff-form.tsx';
import { PAYMENT_REFUSALS, type PurchaseOutcome, type Staff } from './types.ts';
import { Disclosure } from '../ui/disclosure.tsx';

type Translate = ReturnType<typeof useTranslation>['t'];

/** What the last form of the carriers' invoices came to, in words. */
export function purchaseOutcomeText(t: Translate, outcome: PurchaseOutcome): string {
  if (outcome === 'done') return t('adminUi.purchases.done');
  if (outcome === 'notContested') return t('carrier.errors.contest.notContested');
  if (outcome === 'invalidAnswer' || outcome === 'invalidTyped' || outcome === 'invalidTerm') return t(`adminUi.purchases.${outcome}`);
  if ((PAYMENT_REFUSALS as readonly string[]).includes(outcome))
    return t(`carrier.errors.invoicePayment.${outcome as (typeof PAYMENT_REFUSALS)[number]}`);
  return t(`carrier.errors.invoice.${outcome as PurchaseRefusal}`);
}

type TypedField = 'number' | 'issueDate' | 'dueDate' | 'orderReference' | 'excludingTax' | 'vat';

/** A plain PDF's invoice typed in from what it says: number, dates, the jobs it names, amounts. */
export function TypeInForm({ purchase, staff, returnTo }: { purchase: ReceivedPurchase; staff: Staff; returnTo: string }) {
  const { t } = useTranslation();
  const id = useId();
  const field = (name: TypedField, input: React.ReactNode, hint?: string) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{t(`adminUi.purchases.typeIn.${name}`)}</label>
      {input}
      {hint && (
        <p id={`${id}-${name}-hint`} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
  return (
    <Disclosure summary={t('adminUi.purchases.typeIn.open', { file: purchase.file.name, carrier: purchase.carrier.company })}>
      <StaffForm staff={staff} to={returnTo} intent="typeInPurchaseInvoice" className="admin__status">
        <input type="hidden" name="invoiceId" value={purchase.id} />
        {field('number', <input id={`${id}-number`} name="number" required maxLength={60} autoComplete="off" />)}
        {field('issueDate', <input id={`${id}-issueDate`} name="issueDate" type="date" required />)}
        {field(
          'dueDate',
          <input id={`${id}-dueDate`} name="dueDate" type="date" aria-describedby={`${id}-dueDate-hint`} />,
          t('adminUi.purchases.typeIn.dueDateHint'),
        )}
        {field(
          'orderReference',
          <input
            id={`${id}-orderReference`}
            name="orderReference"
            required
            maxLength={500}
            aria-describedby={`${id}-orderReference-hint`}
          />,
          t('adminUi.purchases.typeIn.orderReferenceHint'),
        )}
        {field(
          'excludingTax',
          <input id={`${id}-excludingTax`} name="excludingTax" required inputMode="decimal" pattern="[0-9\s.,]+" autoComplete="off" />,
        )}
        {field(
          'vat',
          <input
            id={`${id}-vat`}
            name="vat"
            inputMode="decimal"
            pattern="[0-9\s.,]+"
            autoComplete="off"
            aria-describedby={`${id}-vat-hint`}
          />,
          t('adminUi.purchases.typeIn.vatHint'),
        )}
        <button type="submit">{t('adminUi.purchases.typeIn.save')}</button>
      </StaffForm>
    </Disclosure>
  );
}

/** Each carrier's payment term, and a form to set a shorter one (30 days at most, the law's). */
export function PaymentTerms({ carriers, staff, returnTo }: { carriers: PurchaseCarrier[]; staff: Staff; returnTo: string }) {
  const { t } = useTranslation();
  const id = useId();
  if (carriers.length === 0) return null;
  return (
    <Disclosure summary={t('adminUi.purchases.terms.open')}>
      <ul>
        {carriers.map((carrier) => (
          <li key={carrier.id}>{t('adminUi.purchases.terms.line', { carrier: carrier.company, days: carrier.paymentDays })}</li>
        ))}
      </ul>
      <StaffForm staff={staff} to={returnTo} intent="setCarrierPaymentTerm" className="admin__status">
        <div className="field">
          <label htmlFor={`${id}-carrier`}>{t('adminUi.purchases.csv.carrier')}</label>
          <select id={`${id}-carrier`} name="carrierId" required>
            {carriers.map((carrier) => (
              <option key={carrier.id} value={carrier.id}>
                {carrier.company}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-days`}>{t('adminUi.purchases.terms.days')}</label>
          <input id={`${id}-days`} name="days" type="number" min={0} max={30} step={1} required aria-describedby={`${id}-days-hint`} />
          <p id={`${id}-days-hint`} className="field__hint">
            {t('adminUi.purchases.terms.hint')}
          </p>
        </div>
        <button type="submit">{t('adminUi.purchases.terms.save')}</button>
      </StaffForm>
    </Disclosure>
  );
}

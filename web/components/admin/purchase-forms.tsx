import { useTranslation } from '#web/i18n/use-translation.tsx';
import type { PurchaseCarrier, ReceivedPurchase } from '#src/ports/purchase-invoices.ts';
import type { PurchaseRefusal } from '#src/application/carriers/purchasing.ts';
import { StaffForm } from './staff-form.tsx';
import { PAYMENT_REFUSALS, type PurchaseOutcome, type Staff } from './types.ts';
import { Disclosure } from '../ui/disclosure.tsx';
import { Field } from '../ui/field.tsx';
import { CarrierSelect } from './carrier-select.tsx';

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
  const label = (name: TypedField) => t(`adminUi.purchases.typeIn.${name}`);
  return (
    <Disclosure summary={t('adminUi.purchases.typeIn.open', { file: purchase.file.name, carrier: purchase.carrier.company })}>
      <StaffForm staff={staff} to={returnTo} intent="typeInPurchaseInvoice" className="admin__status">
        <input type="hidden" name="invoiceId" value={purchase.id} />
        <Field label={label('number')}>
          {(control) => <input {...control} name="number" required maxLength={60} autoComplete="off" />}
        </Field>
        <Field label={label('issueDate')}>{(control) => <input {...control} name="issueDate" type="date" required />}</Field>
        <Field label={label('dueDate')} hint={t('adminUi.purchases.typeIn.dueDateHint')}>
          {(control) => <input {...control} name="dueDate" type="date" />}
        </Field>
        <Field label={label('orderReference')} hint={t('adminUi.purchases.typeIn.orderReferenceHint')}>
          {(control) => <input {...control} name="orderReference" required maxLength={500} />}
        </Field>
        <Field label={label('excludingTax')}>
          {(control) => <input {...control} name="excludingTax" required inputMode="decimal" pattern="[0-9\s.,]+" autoComplete="off" />}
        </Field>
        <Field label={label('vat')} hint={t('adminUi.purchases.typeIn.vatHint')}>
          {(control) => <input {...control} name="vat" inputMode="decimal" pattern="[0-9\s.,]+" autoComplete="off" />}
        </Field>
        <button type="submit">{t('adminUi.purchases.typeIn.save')}</button>
      </StaffForm>
    </Disclosure>
  );
}

/** Each carrier's payment term, and a form to set a shorter one (30 days at most, the law's). */
export function PaymentTerms({ carriers, staff, returnTo }: { carriers: PurchaseCarrier[]; staff: Staff; returnTo: string }) {
  const { t } = useTranslation();
  if (carriers.length === 0) return null;
  return (
    <Disclosure summary={t('adminUi.purchases.terms.open')}>
      <ul>
        {carriers.map((carrier) => (
          <li key={carrier.id}>{t('adminUi.purchases.terms.line', { carrier: carrier.company, days: carrier.paymentDays })}</li>
        ))}
      </ul>
      <StaffForm staff={staff} to={returnTo} intent="setCarrierPaymentTerm" className="admin__status">
        <CarrierSelect carriers={carriers} label={t('adminUi.purchases.csv.carrier')} />
        <Field label={t('adminUi.purchases.terms.days')} hint={t('adminUi.purchases.terms.hint')}>
          {(control) => <input {...control} name="days" type="number" min={0} max={30} step={1} required />}
        </Field>
        <button type="submit">{t('adminUi.purchases.terms.save')}</button>
      </StaffForm>
    </Disclosure>
  );
}

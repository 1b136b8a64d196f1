import { useId } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { CountrySelect } from '../ui/country-select.tsx';
import { happenedAt } from '#src/domain/transport/step-timing.ts';
import type { Staff } from './types.ts';
import { StaffForm } from './staff-form.tsx';

/**
 * The agent's word that times the road cannot explain are true: a correction of the last step to
 * the time recorded, with the agent's reason (the times stay; the invoice and the on-time figure follow).
 */
export function ConfirmTimes({
  staff,
  returnTo,
  requestId,
  times,
}: {
  staff: Staff;
  returnTo: string;
  requestId: string;
  times: ReturnType<typeof happenedAt>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const step = times.deliveredAt ? 'deliver' : 'pickUp';
  const at = times.deliveredAt ?? times.pickedUpAt;
  if (!at) return null;
  return (
    <StaffForm staff={staff} to={returnTo} intent="moveTransport" className="admin__status">
      <input type="hidden" name="quoteRequestId" value={requestId} />
      <input type="hidden" name="kind" value="correct" />
      <input type="hidden" name="step" value={step} />
      <input type="hidden" name="at" value={at} />
      <input type="hidden" name="confirms" value="true" />
      <div className="admin__transport-field">
        <label htmlFor={`${id}-reason`}>{t('adminUi.transport.fields.reason')}</label>
        <input id={`${id}-reason`} name="reason" type="text" maxLength={500} required />
      </div>
      <button type="submit">{t('adminUi.transport.doubt.confirm')}</button>
    </StaffForm>
  );
}

/**
 * The buyer's postal address an invoice must name (CGI, art. 242 nonies A), asked on the record
 * when the account's billing details give none: the invoice waits for it, then follows at once.
 */
export function BuyerAddressForm({ staff, returnTo, requestId }: { staff: Staff; returnTo: string; requestId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const fields = [
    ['street', 200, 'address-line1'],
    ['postalCode', 16, 'postal-code'],
    ['city', 100, 'address-level2'],
  ] as const;
  return (
    <div role="alert" className="notice notice--error admin__held">
      <p>
        <strong>{t('adminUi.transport.buyerAddress.missing')}</strong>
      </p>
      <StaffForm staff={staff} to={returnTo} intent="keepBuyerAddress" className="admin__status">
        <input type="hidden" name="quoteRequestId" value={requestId} />
        {fields.map(([name, max, autoComplete]) => (
          <div key={name} className="admin__transport-field">
            <label htmlFor={`${id}-${name}`}>{t(`account.billing.fields.${name}`)}</label>
            <input id={`${id}-${name}`} name={name} type="text" maxLength={max} autoComplete={autoComplete} required />
          </div>
        ))}
        <CountrySelect id={`${id}-country`} name="country" label={t('account.billing.fields.country')} defaultValue="FR" />
        <button type="submit">{t('adminUi.transport.buyerAddress.save')}</button>
      </StaffForm>
    </div>
  );
}

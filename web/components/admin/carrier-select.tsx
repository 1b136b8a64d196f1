import type { PurchaseCarrier } from '#src/ports/purchase-invoices.ts';
import { Field } from '../ui/field.tsx';

/**
 * A carrier of the directory by its company's name (posted as `carrierId`): one must be chosen,
 * unless `noneLabel` names a first choice of none.
 */
export function CarrierSelect({
  carriers,
  label,
  hint,
  noneLabel,
}: {
  carriers: Pick<PurchaseCarrier, 'id' | 'company'>[];
  label: string;
  hint?: string;
  noneLabel?: string;
}) {
  return (
    <Field label={label} hint={hint}>
      {(control) => (
        <select {...control} name="carrierId" required={noneLabel === undefined}>
          {noneLabel !== undefined && <option value="">{noneLabel}</option>}
          {carriers.map((carrier) => (
            <option key={carrier.id} value={carrier.id}>
              {carrier.company}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

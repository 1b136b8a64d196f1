import { useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { type ContactDetails, ServerRefused, type VisibleOffer } from './booking-api.ts';
import { QuoteRecap, type RecapContact } from './quote-recap.tsx';
import type { SummaryShipment } from './route-summary.tsx';
import { validateContact } from '#src/domain/quote/contact.ts';
import { ContactFields, EMPTY_CONTACT } from './contact-fields.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Button, LinkButton } from '../ui/button.tsx';

interface ContactDialogProps {
  kind: 'contact' | 'callback';
  /** why there is no price, when the visitor should know it (no road between the two ends) */
  reason?: string;
  onSave: (contact: ContactDetails) => Promise<void>;
  onCancel: () => void;
}

/**
 * Spec §4.5 and "No-offer handling": the contact details asked before the price is shown, and
 * the callback form when there is no offer. Same fields, different promise.
 */
/** The summary for missing fields: spec §8's 'Champs requis' title with the list of fields. */
const REQUIRED = 'required';

export function ContactDialog({ kind, reason, onSave, onCancel }: ContactDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ContactDetails>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    // The domain's own rule, as the server will apply it.
    const invalid = validateContact(values);
    if (invalid.length > 0) {
      setErrors(Object.fromEntries(invalid.map((error) => [error.field, t(`validation.${error.key}`)])));
      setSummary(REQUIRED);
      return;
    }
    setSaving(true);
    try {
      await onSave(values);
    } catch (error) {
      if (error instanceof ServerRefused && error.fieldErrors.length > 0) {
        setErrors(Object.fromEntries(error.fieldErrors.map((fieldError) => [fieldError.field, fieldError.message])));
        setSummary(REQUIRED);
      } else if (error instanceof ServerRefused && error.status === 404) {
        // Spec §8: the quote is gone (another browser, or deleted since): show the offer first.
        setSummary(t('booking.toasts.contactNotFound'));
      } else {
        setSummary(t('booking.toasts.contactSaveFailed'));
      }
      setSaving(false);
    }
  };

  return (
    <Dialog title={t(`booking.${kind}.title`)} onClose={onCancel}>
      <form onSubmit={submit} noValidate>
        {reason && <p>{reason}</p>}
        <p>{t(`booking.${kind}.intro`)}</p>
        {summary && (
          <p className="notice notice--error" role="alert">
            {summary === REQUIRED ? (
              <>
                <strong>{t('booking.contact.requiredTitle')}</strong> {t('booking.contact.required')}
              </>
            ) : (
              summary
            )}
          </p>
        )}
        <ContactFields
          values={values}
          errors={errors}
          onChange={(next) => {
            setValues(next);
            setErrors((current) =>
              Object.fromEntries(
                Object.entries(current).filter(([field]) => next[field as keyof ContactDetails] === values[field as keyof ContactDetails]),
              ),
            );
          }}
        />
        <div className="modal__actions">
          <Button kind="secondary" type="button" onClick={onCancel}>
            {t('booking.cancel')}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? t('booking.form.sending') : t(`booking.${kind}.submit`)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Spec §4.6: the offer validation dialog, showing the quote id and everything confirmed. */
export function ConfirmDialog({
  quoteReference,
  offer,
  contact,
  shipment,
  vehicleLabel,
  onConfirm,
  onCancel,
}: {
  quoteReference: string;
  offer: VisibleOffer;
  contact: ContactDetails;
  shipment: SummaryShipment;
  vehicleLabel: string;
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  return (
    <Dialog title={t('booking.confirm.title')} onClose={onCancel}>
      <p>{t('booking.confirm.intro', { offer: offer.title })}</p>
      <p>
        {t('booking.confirm.reference')} <strong className="quote-id">{quoteReference}</strong>
      </p>
      <QuoteRecap
        title={t('booking.recap.title')}
        titleId="confirm-recap-title"
        shipment={shipment}
        vehicleLabel={vehicleLabel}
        offer={offer}
        contact={recapContact(contact)}
      />
      <div className="modal__actions">
        <Button kind="secondary" type="button" onClick={onCancel}>
          {t('booking.cancel')}
        </Button>
        <Button
          type="button"

          disabled={saving}
          onClick={() => {
            setSaving(true);
            onConfirm().finally(() => setSaving(false));
          }}
        >
          {saving ? t('booking.form.sending') : t('booking.confirm.submit')}
        </Button>
      </div>
    </Dialog>
  );
}

/** The contact as the recap names it. */
export const recapContact = (contact: ContactDetails): RecapContact => ({
  name: `${contact.firstName} ${contact.lastName}`.trim(),
  email: contact.email,
  phone: contact.phone,
});

/** Spec §2: the error state when the server cannot be reached, with Retry and Contact. */
export function UnavailableDialog({ onRetry, onClose, contactHref }: { onRetry: () => void; onClose: () => void; contactHref: string }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('booking.unavailable.title')} onClose={onClose}>
      <p>{t('booking.unavailable.message')}</p>
      <div className="modal__actions">
        <LinkButton kind="secondary" href={contactHref}>
          {t('booking.unavailable.contact')}
        </LinkButton>
        <Button type="button" onClick={onRetry}>
          {t('booking.unavailable.retry')}
        </Button>
      </div>
    </Dialog>
  );
}

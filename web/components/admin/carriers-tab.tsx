import { useId } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import type { DirectoryEntry } from '#src/application/carriers/carrier-directory.ts';
import { FRENCH_REGIONS, FRENCH_REGION_NAMES } from '#src/domain/carriers/french-regions.ts';
import { LANGUAGES } from '#src/domain/language.ts';
import { SMALLEST_VEHICLE_RANKING } from '#src/domain/pricing/vehicles.ts';
import { FORM_COUNTRIES } from '#src/domain/shipment/countries.ts';
import { CountrySelect } from '../ui/country-select.tsx';
import { useLanguage } from '../use-language.ts';
import { formatters } from '../ui/format.ts';
import { countryName, languageName, vehicleLabel } from './labels.ts';
import { StaffForm } from './staff-form.tsx';
import { CarrierDocuments } from './carrier-documents.tsx';
import type { BuyingOutcome, Staff } from './types.ts';
import { Disclosure } from '../ui/disclosure.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { Field } from '../ui/field.tsx';
import { Tick } from '../ui/tick.tsx';

/** The catalogue's vehicle classes, smallest first. */
const VEHICLE_CLASSES = SMALLEST_VEHICLE_RANKING.map((code) => code.toUpperCase());

/**
 * The carriers' directory: each carrier, what it runs and where, its documents with their expiry,
 * what stops an award today and what expires within 14 days; a form for a new carrier and one for a
 * document of each.
 */
export function CarriersTab({
  carriers,
  staff,
  returnTo,
  outcome,
}: {
  carriers: DirectoryEntry[];
  staff: Staff;
  returnTo: string;
  outcome: BuyingOutcome | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const expiring = carriers.filter((entry) => entry.expiringSoon.length > 0);
  return (
    <section aria-labelledby={`${id}-title`} className="admin__carriers">
      <h2 id={`${id}-title`}>{t('adminUi.carriers.title')}</h2>
      {outcome && (
        <p role={outcome === 'done' ? 'status' : 'alert'} className={`notice${outcome === 'done' ? '' : ' notice--error'}`}>
          {t(`adminUi.buying.outcomes.${outcome}`)}
        </p>
      )}
      {expiring.length > 0 && (
        <div role="note" className="notice notice--warning">
          <p>{t('adminUi.carriers.expiringTitle')}</p>
          <ul>
            {expiring.map((entry) => (
              <li key={entry.carrier.id}>
                {entry.carrier.company}:{' '}
                {entry.expiringSoon
                  .map((document) => `${t(`adminUi.carriers.documents.${document.kind}`)} (${document.expiresOn})`)
                  .join(', ')}
              </li>
            ))}
          </ul>
        </div>
      )}
      {carriers.length === 0 ? (
        <EmptyState>{t('adminUi.carriers.none')}</EmptyState>
      ) : (
        carriers.map((entry) => <CarrierCard key={entry.carrier.id} entry={entry} staff={staff} returnTo={returnTo} />)
      )}
      <NewCarrier staff={staff} returnTo={returnTo} />
    </section>
  );
}

function CarrierCard({ entry, staff, returnTo }: { entry: DirectoryEntry; staff: Staff; returnTo: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const format = formatters(language);
  const id = useId();
  const { carrier, problems, record } = entry;
  const served = carrier.serves.map((code) =>
    code in FRENCH_REGION_NAMES ? FRENCH_REGION_NAMES[code as keyof typeof FRENCH_REGION_NAMES] : countryName(t, code),
  );
  return (
    <article aria-labelledby={`${id}-name`} className="admin__carrier">
      <h3 id={`${id}-name`}>{carrier.company}</h3>
      <p>
        {carrier.siren ? `SIREN ${carrier.siren}` : carrier.vatNumber} — {carrier.address.street}, {carrier.address.postalCode}{' '}
        {carrier.address.city} ({countryName(t, carrier.address.country)})
      </p>
      <p>
        {t('adminUi.carriers.runs', { vehicles: carrier.vehicleClasses.map((code) => vehicleLabel(t, code)).join(', ') })}{' '}
        {t('adminUi.carriers.serves', { places: served.join(', ') })} {carrier.adr ? t('adminUi.carriers.adr') : ''}
      </p>
      <p>
        {carrier.people
          .map((person) => `${person.name} <${person.email}> ${person.mobile} (${languageName(t, person.language)})`)
          .join(' · ')}
      </p>
      <p>
        {t('adminUi.carriers.record', {
          offers: record.offers,
          answered: record.answered,
          accepted: record.accepted,
          delivered: record.delivered,
          onTime: record.onTime,
          standing: format.percent(entry.standing),
        })}
      </p>
      {problems.length > 0 ? (
        <p className="notice notice--error">
          {t('adminUi.carriers.blocked')}{' '}
          {problems
            .map((problem) =>
              t(`adminUi.carriers.problems.${problem.problem}`, {
                document: t(`adminUi.carriers.documents.${problem.kind}`),
                date: problem.expiredOn ?? '',
              }),
            )
            .join(' ')}
        </p>
      ) : (
        <p className="notice notice--success">{t('adminUi.carriers.clear')}</p>
      )}
      <CarrierDocuments carrier={carrier} staff={staff} returnTo={returnTo} />
    </article>
  );
}

function NewCarrier({ staff, returnTo }: { staff: Staff; returnTo: string }) {
  const { t } = useTranslation();
  const id = useId();
  const text = (name: string, label: Parameters<typeof t>[0], options: { required?: boolean; max?: number; type?: string } = {}) => (
    <Field label={t(label)}>
      {(control) => <input {...control} name={name} type={options.type ?? 'text'} required={options.required} maxLength={options.max} />}
    </Field>
  );
  return (
    <Disclosure className="admin__new-carrier" summary={t('adminUi.carriers.add')}>
      <StaffForm staff={staff} to={returnTo} intent="registerCarrier" className="admin__status">
        {text('company', 'adminUi.carriers.company', { required: true, max: 200 })}
        {text('siren', 'adminUi.carriers.siren', { max: 20 })}
        {text('vatNumber', 'adminUi.carriers.vatNumber', { max: 30 })}
        {text('street', 'adminUi.carriers.street', { required: true, max: 200 })}
        {text('postalCode', 'adminUi.carriers.postalCode', { required: true, max: 16 })}
        {text('city', 'adminUi.carriers.city', { required: true, max: 100 })}
        <CountrySelect id={`${id}-country`} name="country" label={t('adminUi.carriers.country')} defaultValue="FR" autoComplete="country" />
        <fieldset>
          <legend>{t('adminUi.carriers.vehicles')}</legend>
          {VEHICLE_CLASSES.map((code) => (
            <Tick key={code} type="checkbox" name="vehicleClasses" value={code} label={vehicleLabel(t, code)} />
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('adminUi.carriers.regions')}</legend>
          {FRENCH_REGIONS.map((region) => (
            <Tick key={region} type="checkbox" name="serves" value={region} label={FRENCH_REGION_NAMES[region]} />
          ))}
        </fieldset>
        <Field label={t('adminUi.carriers.countries')} hint={t('adminUi.carriers.countriesHint')}>
          {(control) => (
            <select {...control} name="serves" multiple size={6}>
              {FORM_COUNTRIES.map((code) => (
                <option key={code} value={code}>
                  {countryName(t, code)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Tick type="checkbox" name="adr" label={t('adminUi.carriers.adrLabel')} />
        <fieldset>
          <legend>{t('adminUi.carriers.person')}</legend>
          {text('personName', 'adminUi.carriers.personName', { required: true, max: 200 })}
          {text('personEmail', 'adminUi.carriers.personEmail', { required: true, max: 254, type: 'email' })}
          {text('personMobile', 'adminUi.carriers.personMobile', { required: true, max: 40, type: 'tel' })}
          <Field label={t('adminUi.carriers.personLanguage')}>
            {(control) => (
              <select {...control} name="personLanguage" defaultValue="fr">
                {LANGUAGES.map((code) => (
                  <option key={code} value={code}>
                    {languageName(t, code)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </fieldset>
        <button type="submit">{t('adminUi.carriers.save')}</button>
      </StaffForm>
    </Disclosure>
  );
}

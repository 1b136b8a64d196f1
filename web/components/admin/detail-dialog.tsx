import { TransportPanel } from './transport-panel.tsx';
import { BuyingPanel } from './buying-panel.tsx';
import { co2eLine } from '#src/texts/emissions-text.ts';
import type { OfferEmissions } from '#src/domain/emissions/offer-emissions.ts';
import { vatOfOffer, type VatTreatment } from '#src/domain/tax/vat-treatment.ts';
import { vatText } from '#src/texts/vat-text.ts';
import { goodsLineText } from '#src/texts/goods-line-text.ts';
import { countryName, languageName, vehicleLabel } from './labels.ts';
import type { LeadStatus } from '#src/domain/staff/leads.ts';
import { useId } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { withVat } from '#src/domain/money.ts';
import { offerTitleOf } from '#src/domain/quote/quote.ts';
import { exemptionThreshold } from '#src/domain/dangerous-goods/exemption-threshold.ts';
import { exemptionText } from '#src/texts/exemption-text.ts';
import type { ParcelLine } from '#src/domain/shipment/parcel-line.ts';
import { endAddress } from '#src/domain/shipment/address-line.ts';
import { LEAD_STATUSES } from '#src/domain/staff/leads.ts';
import { LEAD_TYPE_OF_TAB } from '#src/domain/staff/admin-tabs.ts';
import { useLanguage } from '../use-language.ts';
import { Dialog } from '../ui/dialog.tsx';
import { formatDuration, formatters, text } from '../ui/format.ts';
import { type Board, type Row, type Staff, isRecordsTab } from './types.ts';
import { StaffForm } from './staff-form.tsx';
import { ApiKeysPanel, WebhooksPanel } from './integration-panels.tsx';

/** Spec §2: client, transport, packages, offer and price HT/TTC, comments, creation date, language. */
export function DetailDialog({ board, staff, returnTo, closeLink }: { board: Board; staff: Staff; returnTo: string; closeLink: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const fieldsId = useId();
  const format = formatters(language);
  // The domain's texts name their keys as strings: the page's catalog answers them.
  const row = board.detail as Row;
  const none = t('adminUi.missing.notProvided');
  const notCalculated = t('booking.summary.notCalculated');
  const yesNo = (flag: unknown) => t(flag === true || flag === 'true' ? 'booking.yes' : 'booking.no');
  const value = (...candidates: unknown[]) => candidates.map(text).find(Boolean) || none;
  const price = row.price === null || row.price === undefined ? null : Number(row.price);
  const parcels = Array.isArray(row.parcels) ? (row.parcels as ParcelLine[]) : [];
  const threshold = exemptionThreshold(parcels);
  // The VAT the buyer was told, by who buys (ADR 0031); French on records made before it was kept.
  const co2e = (row.co2e as OfferEmissions | null | undefined) ?? undefined;
  const vat = vatOfOffer({ vat: (row.vat as VatTreatment | null) ?? undefined });
  const leadType = isRecordsTab(board.tab) ? LEAD_TYPE_OF_TAB[board.tab] : undefined;
  const facts: Array<[string, string]> = [
    [
      t('adminUi.detail.client'),
      `${value(`${text(row.prenom ?? row.first_name)} ${text(row.nom ?? row.last_name)}`.trim(), row.user_name)} — ${value(row.entreprise, row.user_entreprise, row.societe, row.company)} — ${value(row.email, row.user_email)} — ${[row.telephone_urgence, row.user_phone, row.telephone, row.phone].map(text).find(Boolean) || t('adminUi.inbox.byEmail')}`,
    ],
    [
      t('adminUi.detail.pickup'),
      row.departure_location
        ? `${endAddress(text(row.departure_street), text(row.departure_location), text(row.departure_country))} (${countryName(t, text(row.departure_country))})`
        : none,
    ],
    ...(row.departure_note ? ([[t('booking.summary.pickupNote'), text(row.departure_note)]] as Array<[string, string]>) : []),
    ...(row.departure_location
      ? ([
          [t('booking.timeline.requestedPickup'), format.wallClock(row.pickup_date, row.pickup_time) ?? none],
          [
            t('adminUi.detail.delivery'),
            `${endAddress(text(row.arrival_street), text(row.arrival_location), text(row.arrival_country))} (${countryName(t, text(row.arrival_country))})`,
          ],
          ...(row.arrival_note ? ([[t('booking.summary.deliveryNote'), text(row.arrival_note)]] as Array<[string, string]>) : []),
          [
            t('booking.timeline.requestedDelivery'),
            format.wallClock(row.delivery_date, row.delivery_time) ?? t('booking.timeline.asSoonAsPossible'),
          ],
        ] as Array<[string, string]>)
      : []),
    ...(row.vehicle_type ? ([[t('adminUi.columns.vehicle'), vehicleLabel(t, text(row.vehicle_type))]] as Array<[string, string]>) : []),
    // The transport as the agent will book it: goods handling, distance and time.
    ...(row.departure_location
      ? ([
          [t('booking.summary.stackable'), yesNo(row.is_stackable)],
          [t('booking.summary.dangerous'), yesNo(row.is_dangerous)],
          ...(threshold
            ? ([[t('booking.dangerousGoods.threshold.label'), exemptionText(threshold, t, format.number)]] as Array<[string, string]>)
            : []),
          [t('booking.summary.distance'), row.distance === null || row.distance === undefined ? notCalculated : `${text(row.distance)} km`],
          [
            t('booking.summary.duration'),
            row.transit_time === null || row.transit_time === undefined ? notCalculated : formatDuration(Number(row.transit_time) * 60),
          ],
        ] as Array<[string, string]>)
      : []),
    [t('adminUi.detail.offer'), offerTitleOf(text(row.selected_offer)) ?? value(row.selected_offer)],
    ...(row.pickup_window_from
      ? ([
          [t('booking.timeline.pickupWindow'), `${format.dateTime(row.pickup_window_from)} – ${format.dateTime(row.pickup_window_to)}`],
          [t('booking.timeline.estimatedDelivery'), format.dateTime(row.estimated_delivery)],
        ] as Array<[string, string]>)
      : []),
    [t('adminUi.detail.priceHT'), price === null ? t('adminUi.missing.noPrice') : format.money(price)],
    ...(price !== null ? ([[t('booking.vat.label'), vatText(vat, t, format.percent)]] as Array<[string, string]>) : []),
    [t('adminUi.detail.priceTTC'), price === null ? t('adminUi.missing.noPrice') : format.money(withVat(price, vat.rate))],
    ...(co2e ? ([[t('booking.co2e.label'), co2eLine(co2e, t, format.number)]] as Array<[string, string]>) : []),
    ...(row.po_number ? ([[t('adminUi.csvColumns.po_number'), text(row.po_number)]] as Array<[string, string]>) : []),
    ...(row.customer_reference
      ? ([[t('adminUi.csvColumns.customer_reference'), text(row.customer_reference)]] as Array<[string, string]>)
      : []),
    [t('adminUi.detail.comments'), value(row.comments, row.message)],
    [t('adminUi.detail.createdAt'), format.dateTime(row.created_at)],
    [t('adminUi.detail.language'), languageName(t, text(row.language) || text(row.langue)) || none],
  ];
  return (
    // Opened (or another record opened): the keyboard and the screen reader start at its title.
    <Dialog title={t('adminUi.detail.title')} focusKey={String(row.id)} className="admin__dialog">
      <dl>
        {facts.map(([label, fact]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{fact}</dd>
          </div>
        ))}
        {parcels.length > 0 && (
          <div>
            <dt>{t('adminUi.detail.packages')}</dt>
            <dd>
              <ul>
                {parcels.map((line, index) => (
                  <li key={index}>{goodsLineText(line, t, format.number)}</li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
      {leadType && (
        <StaffForm staff={staff} to={returnTo} intent="changeStatus" className="admin__status">
          <input type="hidden" name="leadType" value={leadType} />
          <input type="hidden" name="leadId" value={text(row.id)} />
          <label htmlFor={`${fieldsId}-status`}>{t('adminUi.statusForm.status')}</label>
          <select id={`${fieldsId}-status`} name="status" defaultValue={text(row.lead_status) || 'new'}>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`adminUi.statuses.${status}`)}
              </option>
            ))}
          </select>
          <label htmlFor={`${fieldsId}-note`}>{t('adminUi.statusForm.note')}</label>
          <textarea id={`${fieldsId}-note`} name="note" maxLength={2000} rows={2} />
          <button type="submit">{t('adminUi.statusForm.save')}</button>
        </StaffForm>
      )}
      {board.history.length > 0 && (
        <section aria-label={t('adminUi.statusForm.history')}>
          <h3>{t('adminUi.statusForm.history')}</h3>
          <ul>
            {board.history.map((entry) => (
              <li key={entry.changedAt + entry.status}>
                {t('adminUi.statusForm.by', {
                  status: t(`adminUi.statuses.${entry.status as LeadStatus}`),
                  name: entry.changedBy,
                  date: format.dateTime(entry.changedAt),
                })}
                {entry.note ? ` — ${entry.note}` : ''}
              </li>
            ))}
          </ul>
        </section>
      )}
      {board.buying && (
        <BuyingPanel
          buying={board.buying}
          staff={staff}
          returnTo={returnTo}
          requestId={text(row.id)}
          outcome={board.buyingOutcome}
          now={board.inbox.at}
        />
      )}
      {board.transport && <TransportPanel board={board} staff={staff} returnTo={returnTo} requestId={text(row.id)} />}
      {board.apiKeys && <ApiKeysPanel board={board} staff={staff} returnTo={returnTo} accountId={text(row.id)} />}
      {board.webhooks && <WebhooksPanel board={board} staff={staff} returnTo={returnTo} accountId={text(row.id)} />}
      <Link to={closeLink}>{t('adminUi.detail.close')}</Link>
    </Dialog>
  );
}

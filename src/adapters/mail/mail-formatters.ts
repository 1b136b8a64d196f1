import { endAddress } from '../../domain/shipment/address-line.ts';
import { calendarDayText, instantIn, moneyIn, percentIn, quantityIn } from '../../domain/formats.ts';
import type { Language } from '../../domain/language.ts';
import type { QuoteSummary } from '../../domain/notifications/quote-summary.ts';
import { type OperatorIdentity, operatorLine } from '../../domain/operator.ts';
import { builtKeyTranslator, translate, translatorIn } from '../../i18n/translate.ts';

// The words and numbers every email is written with, in its reader's language.

export function formatters(language: Language) {
  const t = translatorIn(language);
  const money = moneyIn(language);
  const number = quantityIn(language);
  const day = calendarDayText(language, 'full');
  const instant = instantIn(language, 'long');
  const date = (value: string | null, time: string | null) => {
    if (!value) return t('mail.dateNotCalculated');
    return `${day(value)}${time ? `, ${time}` : ''}`;
  };
  return {
    t,
    /** the domain's `t`: its keys are built from data */
    built: builtKeyTranslator(language),
    yesNo: (value: boolean) => t(value ? 'mail.yes' : 'mail.no'),
    orNone: (value: string | null | undefined) => (value && value.trim() ? value : t('mail.notProvided')),
    money: (value: number) => money.format(value),
    percent: (value: number) => percentIn(language).format(value),
    price: (value: number | null | undefined) =>
      value === null || value === undefined ? t('mail.notCalculated') : `${money.format(value)} ${t('mail.excludingTax')}`,
    number: (value: number) => number.format(value),
    date,
    /** a document's day, without its weekday: "29 novembre 2026" */
    day: calendarDayText(language, 'long'),
    generated: (value: string | null) => (value ? instant.format(new Date(value)) : t('mail.dateNotCalculated')),
    moment: (value: string | undefined) => (value ? instant.format(new Date(value)) : t('mail.notCalculated')),
    window: (value: { from: string; to: string } | undefined) =>
      value
        ? t('mail.summary.window', { from: instant.format(new Date(value.from)), to: instant.format(new Date(value.to)) })
        : t('mail.notCalculated'),
  };
}

/** "Label: value" in a plain-text email, as its language writes it: French puts a narrow no-break space before the colon. */
export const labelled = (language: Language, label: string, value: string) => `${label}${language === 'fr' ? '\u202f' : ''}: ${value}`;

/** How an agent reaches the client: the phone, or a word that there is none and they must write. */
export function phoneOf(client: { phone: string | null; email: string | null }, t: ReturnType<typeof formatters>['t']): string {
  return client.phone?.trim() ? client.phone : t('mail.noPhone', { email: client.email ?? '' });
}

/** Who writes to the visitor, under the signature: the operator's identity. */
export function signedBy(operator: OperatorIdentity | undefined, language: Language): string[] {
  return operator ? [operatorLine(operator, language, translate(language, 'footer.operator.vat'))] : [];
}

/** A vehicle as agents read it: the catalogue's label, then the code partners know it by. */
export function vehicleOf(code: string | null | undefined, t: (key: string) => string): string | undefined {
  if (!code) return undefined;
  const key = `booking.vehicles.${code}`;
  const label = t(key);
  return label === key ? code : `${label} — ${code}`;
}

/** An end of the route with its street, as a driver needs it: "12 rue Garibaldi, 69003 Lyon (France)". */
export const addressOf = (end: QuoteSummary['departure'], t: (key: string) => string) =>
  `${endAddress(end.street, end.location, end.country)} (${t(`countries.${end.country}`)})`;

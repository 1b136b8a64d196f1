import { LOCALE_OF, type Language } from '#src/domain/language.ts';
import { dateTimeFormat, numberFormat } from '../intl-formats.ts';

/** Euros excluding tax with two decimals (spec §9), in the page's locale. */
export function formatPrice(euros: number, language: Language): string {
  return numberFormat(LOCALE_OF[language], { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(euros);
}

/** Spec §9: duration as hours and two-digit minutes, e.g. 5h07. */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  return `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}`;
}

export function formatNumber(value: number, language: Language, maximumFractionDigits = 3): string {
  // Whole numbers under a thousand read the same in the five locales (no separator): no
  // formatter is built for them, which spares a phone the locale data on its first tap.
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  return numberFormat(LOCALE_OF[language], { maximumFractionDigits }).format(value);
}

const BUSINESS_TIME_ZONE = 'Europe/Paris';

const dayOf = (instant: Date, language: Language) =>
  dateTimeFormat(LOCALE_OF[language], { weekday: 'short', day: 'numeric', month: 'short', timeZone: BUSINESS_TIME_ZONE }).format(instant);
const timeOf = (instant: Date, language: Language) =>
  dateTimeFormat(LOCALE_OF[language], {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: BUSINESS_TIME_ZONE,
  }).format(instant);

/** An ISO moment as day and time where the business runs (the visitor's own zone may differ). */
export function formatMoment(iso: string, language: Language): { day: string; time: string } {
  const instant = new Date(iso);
  return { day: dayOf(instant, language), time: timeOf(instant, language) };
}

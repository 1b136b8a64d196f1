import { LOCALE_OF, type Language } from '#src/domain/language.ts';
import { BUSINESS_TIME_ZONE, instantOf } from '#src/domain/shipment/local-time.ts';
import { calendarDayText, dateTimeFormat, instantIn, moneyIn, percentIn, quantityIn } from '#src/domain/formats.ts';

// Money, quantities, dates and durations as every screen writes them, in the page's language.

/** Euros excluding tax with two decimals (spec §9), in the page's locale. */
export function formatPrice(euros: number, language: Language): string {
  return moneyIn(language).format(euros);
}

/** Spec §9: duration as hours and two-digit minutes, e.g. 5h07. */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  return `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * How each locale writes a number (CLDR, as Intl.NumberFormat does): Spanish and Italian group
 * thousands only from five digits. format.test.ts checks every rule against Intl.
 */
const NUMBER_SYMBOLS: Record<Language, { group: string; decimal: string; groupFrom: number }> = {
  fr: { group: '\u202f', decimal: ',', groupFrom: 4 },
  en: { group: ',', decimal: '.', groupFrom: 4 },
  de: { group: '.', decimal: ',', groupFrom: 4 },
  es: { group: '.', decimal: ',', groupFrom: 5 },
  it: { group: '.', decimal: ',', groupFrom: 5 },
};

/**
 * The digits of a non-negative number rounded to `digits` decimals as Intl rounds: its shortest
 * decimal writing (what String() gives: 1.0005, not the binary 1.000499…), a tie away from zero.
 */
function roundedDigits(value: number, digits: number): { whole: string; fraction: string } | undefined {
  const text = String(value);
  if (text.includes('e')) return undefined;
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= digits) return { whole, fraction };
  const kept = `${whole}${fraction.slice(0, digits)}`;
  const rounded = fraction[digits]! >= '5' ? String(BigInt(kept) + 1n).padStart(kept.length, '0') : kept;
  return { whole: rounded.slice(0, rounded.length - digits) || '0', fraction: rounded.slice(rounded.length - digits) };
}

/**
 * A quantity (kg, m³, km) as the page's locale writes it, with at most `maximumFractionDigits`
 * decimals. Written by hand rather than by Intl.NumberFormat: building one loads the locale's
 * data, 50-60 ms of a throttled phone's first tap for the parcel totals and vehicle capacities.
 */
export function formatNumber(value: number, language: Language, maximumFractionDigits = 3): string {
  const digits = value >= 0 && value < 1e15 && !Object.is(value, -0) ? roundedDigits(value, maximumFractionDigits) : undefined;
  if (!digits) return quantityIn(language, maximumFractionDigits).format(value);
  const { group, decimal, groupFrom } = NUMBER_SYMBOLS[language];
  const fraction = digits.fraction.replace(/0+$/, '');
  const whole = digits.whole.length < groupFrom ? digits.whole : digits.whole.replace(/\B(?=(\d{3})+$)/g, group);
  return fraction ? `${whole}${decimal}${fraction}` : whole;
}

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

/** The formats of the work screens (staff, driver, carriers), built once for a page's language. */
export function formatters(language: Language) {
  const money = moneyIn(language);
  const dateTime = instantIn(language, 'short');
  const number = quantityIn(language);
  return {
    money: (value: number) => money.format(value),
    number: (value: number) => number.format(value),
    percent: (value: number) => percentIn(language).format(value),
    dateTime: (value: unknown) => {
      const date = value instanceof Date ? value : new Date(String(value));
      return Number.isNaN(date.getTime()) ? String(value ?? '') : dateTime.format(date);
    },
    /** A day (YYYY-MM-DD) in words: "dimanche 6 décembre 2026" */
    day: calendarDayText(language, 'full'),
    /** A date and time of day as stored (Paris wall clock), in the same format as instants; undefined without a date. */
    wallClock: (date: unknown, time: unknown) => {
      const day = text(date);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
      const clock = /^\d{2}:\d{2}/.exec(text(time))?.[0] ?? '00:00';
      return dateTime.format(instantOf({ date: day, time: clock }));
    },
  };
}

export const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value).trim());

import { LOCALE_OF, type Language } from '../../../src/domain/language.ts';

/** Euros excluding tax with two decimals (spec §9), in the page's locale. */
export function formatPrice(euros: number, language: Language): string {
  return new Intl.NumberFormat(LOCALE_OF[language], { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(euros);
}

/** Spec §9: duration as hours and two-digit minutes, e.g. 5h07. */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  return `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}`;
}

export function formatNumber(value: number, language: Language, maximumFractionDigits = 3): string {
  return new Intl.NumberFormat(LOCALE_OF[language], { maximumFractionDigits }).format(value);
}

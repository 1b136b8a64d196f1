import { useTranslation } from '#web/i18n/use-translation.tsx';
import { co2eFigure, co2eMethod } from '#src/texts/emissions-text.ts';
import type { OfferEmissions } from '#src/domain/emissions/offer-emissions.ts';
import { useLanguage } from '../use-language.ts';
import { formatNumber } from '../ui/format.ts';

/** The words of an offer's greenhouse gases in the page's language: the figure and how it was computed. */
export function useCo2eText() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const number = (value: number) => formatNumber(value, language);
  return {
    figure: (co2e: OfferEmissions) => co2eFigure(co2e, t, number),
    method: (co2e: OfferEmissions) => co2eMethod(co2e, t, number),
  };
}

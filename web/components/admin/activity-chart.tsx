import { useId } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { useLanguage } from '../use-language.ts';

type Day = { day: string; quotes: number; validated: number };

const WIDTH = 720;
const HEIGHT = 220;
const PLOT = { left: 36, right: 8, top: 16, bottom: 28 };

/** A round step for the value axis: 1, 2, 5, 10, 20, 50… giving at most four lines. */
function step(max: number): number {
  for (let unit = 1; ; unit *= 10) {
    for (const factor of [1, 2, 5]) if (max / (unit * factor) <= 4) return unit * factor;
  }
}

/**
 * Quotes and validated requests per day: one pair of bars per day of the period, the value on
 * each bar while they are wide enough to hold it, dated under the axis, with a text alternative.
 */
export function ActivityChart({ activity }: { activity: Day[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const titleId = useId();
  const descId = useId();
  const dayFormat = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const days = activity.map((day) => ({ ...day, label: dayFormat.format(new Date(`${day.day}T00:00:00Z`)) }));
  const top = Math.max(1, ...days.map((day) => Math.max(day.quotes, day.validated)));
  const unit = step(top);
  const ceiling = Math.ceil(top / unit) * unit;
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const slot = plotWidth / Math.max(1, days.length);
  const bar = Math.min(28, slot * 0.36);
  const y = (value: number) => PLOT.top + plotHeight - (value / ceiling) * plotHeight;
  const labelEvery = Math.ceil(days.length / 10);
  const description = days
    .map((day) => `${day.label}: ${t('adminUi.chart.quotes')} ${day.quotes}, ${t('adminUi.chart.validated')} ${day.validated}`)
    .join('; ');
  const ticks = Array.from({ length: ceiling / unit + 1 }, (_, index) => index * unit);
  return (
    <figure className="admin__chart">
      <svg role="img" aria-labelledby={`${titleId} ${descId}`} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="admin__chart-svg">
        <title id={titleId}>{t('adminUi.chart.title')}</title>
        <desc id={descId}>{description || t('adminUi.empty')}</desc>
        {ticks.map((tick) => (
          <g key={tick} className="admin__chart-grid">
            <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(tick)} y2={y(tick)} />
            <text x={PLOT.left - 6} y={y(tick) + 4} textAnchor="end">
              {tick}
            </text>
          </g>
        ))}
        {days.map((day, index) => {
          const centre = PLOT.left + slot * index + slot / 2;
          const bars = [
            { value: day.quotes, x: centre - bar - 1, className: 'admin__chart-bar--quotes' },
            { value: day.validated, x: centre + 1, className: 'admin__chart-bar--validated' },
          ];
          return (
            <g key={day.day}>
              {bars.map(({ value, x, className }) => (
                <g key={className}>
                  <rect x={x} y={y(value)} width={bar} height={Math.max(0, y(0) - y(value))} className={className} />
                  {bar >= 14 && (
                    <text x={x + bar / 2} y={y(value) - 4} textAnchor="middle" className="admin__chart-value">
                      {value}
                    </text>
                  )}
                </g>
              ))}
              {index % labelEvery === 0 && (
                <text x={centre} y={HEIGHT - 8} textAnchor="middle" className="admin__chart-day">
                  {day.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption>
        {t('adminUi.chart.title')} — <span className="legend legend--quotes">{t('adminUi.chart.quotes')}</span>{' '}
        <span className="legend legend--validated">{t('adminUi.chart.validated')}</span>
      </figcaption>
    </figure>
  );
}

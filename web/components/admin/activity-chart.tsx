import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Quotes and validated requests per day, as SVG bars with a text alternative. */
export function ActivityChart({ activity }: { activity: Array<{ day: string; quotes: number; validated: number }> }) {
  const { t } = useTranslation();
  const titleId = useId();
  const descId = useId();
  const max = Math.max(1, ...activity.map((day) => Math.max(day.quotes, day.validated)));
  const width = Math.max(1, activity.length) * 30;
  const description = activity
    .map((day) => `${day.day}: ${t('adminUi.chart.quotes')} ${day.quotes}, ${t('adminUi.chart.validated')} ${day.validated}`)
    .join('; ');
  return (
    <figure className="admin__chart">
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        viewBox={`0 0 ${width} 110`}
        width="100%"
        height="110"
        preserveAspectRatio="none"
      >
        <title id={titleId}>{t('adminUi.chart.title')}</title>
        <desc id={descId}>{description || t('adminUi.empty')}</desc>
        {activity.map((day, index) => (
          <g key={day.day} transform={`translate(${index * 30 + 4}, 0)`}>
            <rect x="0" y={100 - (day.quotes / max) * 95} width="10" height={(day.quotes / max) * 95} fill="#0b3d91" />
            <rect x="12" y={100 - (day.validated / max) * 95} width="10" height={(day.validated / max) * 95} fill="#b7791f" />
          </g>
        ))}
      </svg>
      <figcaption>
        {t('adminUi.chart.title')} — <span className="legend legend--quotes">{t('adminUi.chart.quotes')}</span>{' '}
        <span className="legend legend--validated">{t('adminUi.chart.validated')}</span>
      </figcaption>
    </figure>
  );
}

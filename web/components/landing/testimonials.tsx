import { useTranslation } from '#web/i18n/use-translation.tsx';

const TESTIMONIALS = ['t1', 't2', 't3', 't4'] as const;

/** Spec §2: four fixed testimonials, or a single quote banner on the demo page. */
export function Testimonials({ banner = false }: { banner?: boolean }) {
  const { t } = useTranslation();
  const shown = banner ? TESTIMONIALS.slice(0, 1) : TESTIMONIALS;
  return (
    <section className={banner ? 'testimonials testimonials--banner' : 'testimonials'} aria-labelledby="testimonials-title">
      <div className="container">
        <h2 id="testimonials-title" className={banner ? 'visually-hidden' : undefined}>
          {t('landing.testimonials.title')}
        </h2>
        <ul className="testimonials__list">
          {shown.map((key) => (
            <li key={key}>
              <figure>
                <blockquote>
                  <p>{t(`landing.testimonials.${key}.review`)}</p>
                </blockquote>
                <figcaption>
                  <strong>{t(`landing.testimonials.${key}.name`)}</strong>, {t(`landing.testimonials.${key}.company`)}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

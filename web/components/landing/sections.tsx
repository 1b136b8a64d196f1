import type { CatalogResources } from '#src/i18n/catalog-resources.ts';
import type { TextKey } from '#web/i18n/translator.ts';
import { BenefitIcon } from './benefit-icon.tsx';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { AccountButton } from '../leads/account-dialog.tsx';
import { useBookingHref } from '../site-header.tsx';
import { Carousel } from './carousel.tsx';
import { LinkButton } from '../ui/button.tsx';

// The landing pages' text sections (spec §2 "Landing page content"), each from the catalogs.

/** The sections made of cards, and each one's cards: keys checked against the catalog. */
type CardSection = 'landing.expertise.benefits' | 'landing.whyAccount';
type CardKey<Section extends CardSection> = Section extends 'landing.expertise.benefits'
  ? keyof CatalogResources['landing']['expertise']['benefits']
  : keyof CatalogResources['landing']['whyAccount'];

/** Cards of a section: each key has its title and text under the section's prefix. */
function Cards<Section extends CardSection>({ prefix, keys }: { prefix: Section; keys: readonly CardKey<Section>[] }) {
  const { t } = useTranslation();
  return (
    <ul className="cards">
      {keys.map((key) => (
        <li key={key} className="card">
          <BenefitIcon name={key} />
          <h3>{t(`${prefix}.${key}.title` as TextKey)}</h3>
          <p>{t(`${prefix}.${key}.text` as TextKey)}</p>
        </li>
      ))}
    </ul>
  );
}

/** Service, parcel and pallet shipping in four steps, customer space. */
export function ThreeCards() {
  const { t } = useTranslation();
  return (
    <section className="band" aria-labelledby="steps-title">
      <div className="container">
        <h2 id="steps-title">{t('landing.steps.title')}</h2>
        <ul className="cards">
          <li className="card">
            <h3>{t('landing.steps.service.title')}</h3>
            <p>{t('landing.steps.service.text')}</p>
          </li>
          <li className="card">
            <h3>{t('landing.steps.shipping.title')}</h3>
            <ol className="steps">
              {(['s1', 's2', 's3', 's4'] as const).map((step) => (
                <li key={step}>{t(`landing.steps.shipping.${step}`)}</li>
              ))}
            </ol>
          </li>
          <li className="card">
            <h3>{t('landing.steps.account.title')}</h3>
            <p>{t('landing.steps.account.text')}</p>
            <AccountButton kind="secondary" label={t('landing.cta.account')} />
          </li>
        </ul>
      </div>
    </section>
  );
}

export const EXPERTISE_SLIDES = [
  { src: '/images/expertise-road.svg', key: 's1' },
  { src: '/images/expertise-warehouse.svg', key: 's2' },
  { src: '/images/expertise-clock.svg', key: 's3' },
  { src: '/images/expertise-support.svg', key: 's4' },
] as const;

export function useExpertiseSlides() {
  const { t } = useTranslation();
  return EXPERTISE_SLIDES.map((slide) => ({ src: slide.src, alt: t(`landing.expertise.slides.${slide.key}`) }));
}

/** The carousel of four pictures and four benefit cards. */
export function Expertise() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="expertise-title">
      <div className="container">
        <h2 id="expertise-title">{t('landing.expertise.title')}</h2>
        <p>{t('landing.expertise.intro')}</p>
        <Carousel slides={useExpertiseSlides()} label={t('landing.expertise.carousel')} />
        <Benefits />
      </div>
    </section>
  );
}

export function Benefits() {
  return <Cards prefix="landing.expertise.benefits" keys={['b1', 'b2', 'b3', 'b4']} />;
}

export function Support() {
  const { t } = useTranslation();
  return (
    <section className="band band--dark" aria-labelledby="support-title">
      <div className="container">
        <h2 id="support-title">{t('landing.support.title')}</h2>
        <p>{t('landing.support.text')}</p>
      </div>
    </section>
  );
}

/** Offer comparator, shipment tracking, administrative management. */
export function WhyAccount() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="why-account-title">
      <div className="container">
        <h2 id="why-account-title">{t('landing.whyAccount.title')}</h2>
        <p>{t('landing.whyAccount.text')}</p>
        <Cards prefix="landing.whyAccount" keys={['comparator', 'tracking', 'admin']} />
        <AccountButton label={t('landing.cta.account')} />
      </div>
    </section>
  );
}

/** Spec §1: 20K+ carriers, 40K+ vehicles, 40+ years, over 97% on time. */
export function Fleet() {
  const { t } = useTranslation();
  const figures = [
    ['20K+', 'carriers'],
    ['40K+', 'vehicles'],
    ['40+', 'years'],
    ['97 %+', 'onTime'],
  ] as const;
  return (
    <section className="band" aria-labelledby="fleet-title">
      <div className="container">
        <h2 id="fleet-title">{t('landing.fleet.title')}</h2>
        <dl className="figures">
          {figures.map(([figure, label]) => (
            <div key={label}>
              <dt>{t(`landing.fleet.${label}`)}</dt>
              <dd>{figure}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

export function TrackAndTrace() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="track-title">
      <div className="container track">
        <div>
          <h2 id="track-title">{t('landing.track.title')}</h2>
          <p className="lead-text">{t('landing.track.text')}</p>
        </div>
        <figure className="track__example">
          <ol className="track__steps">
            {(['picked', 'road', 'delivered'] as const).map((step) => (
              <li key={step} className={step === 'road' ? 'is-now' : undefined}>
                <strong>{t(`landing.track.example.${step}`)}</strong>
                <span className="track__time">{t(`landing.track.example.${step}Detail`)}</span>
              </li>
            ))}
          </ol>
          <figcaption className="visually-hidden">{t('landing.track.example.caption')}</figcaption>
        </figure>
      </div>
    </section>
  );
}

export function Features() {
  const { t } = useTranslation();
  return (
    <section className="band" aria-labelledby="features-title">
      <div className="container">
        <h2 id="features-title">{t('landing.features.title')}</h2>
        <ul className="features">
          {(['f1', 'f2', 'f3', 'f4', 'f5', 'f6'] as const).map((feature) => (
            <li key={feature}>{t(`landing.features.${feature}`)}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function Closing() {
  const { t } = useTranslation();
  return (
    <section className="closing" aria-labelledby="closing-title">
      <div className="container">
        <h2 id="closing-title">{t('landing.closing.title')}</h2>
        <p>{t('landing.closing.text')}</p>
        <LinkButton href={useBookingHref()}>{t('landing.closing.button')}</LinkButton>
      </div>
    </section>
  );
}

/** The book-a-transport page: the experience banner and why-choose points. */
export function WhyChoose() {
  const { t } = useTranslation();
  return (
    <section className="band band--dark" aria-labelledby="why-choose-title">
      <div className="container">
        <p className="banner">{t('landing.reservation.experience')}</p>
        <h2 id="why-choose-title">{t('landing.reservation.whyTitle')}</h2>
        <ul className="features">
          {(['w1', 'w2', 'w3'] as const).map((point) => (
            <li key={point}>{t(`landing.reservation.${point}`)}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}

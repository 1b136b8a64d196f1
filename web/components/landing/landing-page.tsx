import type { ReactNode } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import type { PageKey } from '../../site-pages.ts';
import { AccountButton } from '../leads/account-dialog.tsx';
import { AccountRequestForm } from '../leads/account-request-form.tsx';
import { DemoRequestForm } from '../leads/demo-request-form.tsx';
import { ExpertContactForm } from '../leads/expert-contact-form.tsx';
import { Articles, BackToTop } from './articles.tsx';
import { Carousel } from './carousel.tsx';
import { DemoVideo } from './demo-video.tsx';
import { Hero } from './hero.tsx';
import {
  Benefits,
  Closing,
  Expertise,
  Features,
  Fleet,
  Support,
  ThreeCards,
  TrackAndTrace,
  WhyAccount,
  WhyChoose,
  useExpertiseSlides,
} from './sections.tsx';
import { Testimonials } from './testimonials.tsx';
import { LinkButton } from '../ui/button.tsx';

function LeadSection({ anchor, children }: { anchor: string; children: ReactNode }) {
  return (
    <div id={anchor} className="container lead-section">
      {children}
    </div>
  );
}

/**
 * Spec §2 "Landing page content": which sections each page shows, in order. The quote tool comes
 * from the route (`tool`, its BookingSection in the hero), so that the three pages without it do
 * not load its code (web/routes/lead-page.tsx).
 */
export function LandingPage({ pageKey, tool }: { pageKey: PageKey; tool?: ReactNode }) {
  const { t } = useTranslation();
  const slides = useExpertiseSlides();
  // Where the form starts in the hero, a link down to it would only repeat it.
  const quote = <LinkButton href="#booking-form">{t('landing.cta.quote')}</LinkButton>;

  switch (pageKey) {
    case 'landingPageDemo':
      return (
        <>
          <Hero pageKey={pageKey} aside={<DemoVideo />} actions={<LinkButton href="#demo-form">{t('landing.cta.demo')}</LinkButton>} />
          <Testimonials banner />
          <LeadSection anchor="demo-form">
            <DemoRequestForm />
          </LeadSection>
        </>
      );
    case 'landingPageCreerCompte':
      return (
        <>
          <Hero pageKey={pageKey} actions={<AccountButton label={t('pages.landingPageCreerCompte.heading')} />} />
          <WhyAccount />
          <LeadSection anchor="account-form">
            <AccountRequestForm />
          </LeadSection>
          <Testimonials />
        </>
      );
    case 'solutionsAutomobile':
      return (
        <>
          <Hero pageKey={pageKey} actions={<LinkButton href="#expert-form">{t('leads.contact.title')}</LinkButton>} />
          <section className="container" aria-labelledby="automotive-title">
            <h2 id="automotive-title">{t('landing.expertise.title')}</h2>
            <p className="lead-text">{t('landing.automotive.intro')}</p>
            <Benefits />
            <Carousel slides={slides} label={t('landing.expertise.carousel')} />
          </section>
          <Articles />
          <LeadSection anchor="expert-form">
            <ExpertContactForm />
          </LeadSection>
          <BackToTop />
        </>
      );
    case 'homeVariant':
      return (
        <>
          <Hero pageKey={pageKey} actions={!tool && quote} tool={tool} />
          <section className="container" aria-labelledby="benefits-title">
            <h2 id="benefits-title">{t('landing.expertise.title')}</h2>
            <Benefits />
          </section>
          <WhyAccount />
          <TrackAndTrace />
          <Fleet />
          <Testimonials />
          <Support />
          <Features />
          <Closing />
        </>
      );
    default:
      return (
        <>
          <Hero
            pageKey={pageKey}
            actions={
              <>
                {!tool && quote}
                <AccountButton kind="secondary" label={t('landing.cta.account')} />
              </>
            }
            tool={tool}
          />
          <Testimonials />
          {pageKey === 'landingPageReservation' && <WhyChoose />}
          <ThreeCards />
          <Expertise />
          <Support />
          <WhyAccount />
          <Fleet />
          <TrackAndTrace />
          <Features />
          <Closing />
        </>
      );
  }
}

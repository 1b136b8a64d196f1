import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { useHydrated } from '../use-hydrated.ts';

// Spec §9: the carousel turns every 4000 ms and wraps to the first picture. Until the page's
// scripts start (ADR 0010) the stylesheet turns it (`.carousel--before-scripts` in app.css,
// written for the spec's four pictures at the same pace).
export const CAROUSEL_INTERVAL_MS = 4_000;

export interface Slide {
  src: string;
  alt: string;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const onMotionPreference = (changed: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
};

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    onMotionPreference,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * The APG carousel pattern: it turns on its own, pauses while the pointer or the focus is in it,
 * stays still when the visitor prefers reduced motion, and has its own pause button.
 */
export function Carousel({ slides, label }: { slides: Slide[]; label: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const hydrated = useHydrated();
  const rotating = !stopped && !reducedMotion && !hovered && !focused;
  const root = useRef<HTMLElement>(null);

  // Taking over from the stylesheet: carry on from the picture it shows, and stay paused if the
  // pointer or the focus is already there (no enter event will come).
  useEffect(() => {
    const section = root.current;
    if (!section) return;
    const shown = Array.from(section.querySelectorAll('.carousel__slide')).findIndex(
      (slide) => getComputedStyle(slide).visibility === 'visible',
    );
    if (shown > 0) setCurrent(shown);
    if (section.matches(':hover')) setHovered(true);
    if (section.matches(':focus-within')) setFocused(true);
  }, []);

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % slides.length), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [rotating, slides.length]);

  const go = (step: number) => setCurrent((index) => (index + step + slides.length) % slides.length);

  return (
    <section
      ref={root}
      className={hydrated ? 'carousel' : 'carousel carousel--before-scripts'}
      aria-roledescription="carousel"
      aria-label={label}
      data-rotating={rotating}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="carousel__controls">
        {!reducedMotion && (
          <button type="button" onClick={() => setStopped((value) => !value)}>
            {t(stopped ? 'landing.expertise.play' : 'landing.expertise.pause')}
          </button>
        )}
        <button type="button" aria-controls={`${id}-slides`} onClick={() => go(-1)}>
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">{t('landing.expertise.previous')}</span>
        </button>
        <button type="button" aria-controls={`${id}-slides`} onClick={() => go(1)}>
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">{t('landing.expertise.next')}</span>
        </button>
      </div>
      {/* Announced only when the visitor moves it, not at every turn. */}
      <div id={`${id}-slides`} className="carousel__slides" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, index) => (
          <div
            key={slide.src}
            className="carousel__slide"
            role="group"
            aria-roledescription={t('landing.expertise.slide')}
            aria-label={t('landing.expertise.slideOf', { current: index + 1, total: slides.length })}
            hidden={index !== current}
          >
            <figure>
              <img src={slide.src} alt="" width={640} height={400} loading="lazy" decoding="async" />
              <figcaption>{slide.alt}</figcaption>
            </figure>
          </div>
        ))}
      </div>
    </section>
  );
}

import { useTranslation } from '#web/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { ExternalLink } from '../external-link.tsx';
import { useLanguage } from '../use-language.ts';
import { useSite } from '../use-site.ts';

/** The automotive page's three article cards: our own pages, or the group's site in a new tab. */
export function Articles() {
  const { t } = useTranslation();
  const { home } = useLanguage();
  const road = useSite()?.links.corporate.road;
  const card = (key: 'a1' | 'a2' | 'a3', link: React.ReactNode) => (
    <li className="card" key={key}>
      <h3>{t(`landing.automotive.${key}.title`)}</h3>
      <p>{t(`landing.automotive.${key}.text`)}</p>
      {link}
    </li>
  );
  const label = (key: 'a1' | 'a2' | 'a3') => (
    <>
      {t('landing.automotive.readMore')}
      <span className="visually-hidden"> : {t(`landing.automotive.${key}.title`)}</span>
    </>
  );
  return (
    <section aria-labelledby="articles-title">
      <div className="container">
        <h2 id="articles-title">{t('landing.automotive.articlesTitle')}</h2>
        <ul className="cards">
          {card('a1', <Link to={`${home}/transport-urgent`}>{label('a1')}</Link>)}
          {card('a2', <Link to={`${home}/solutions-equipementiers`}>{label('a2')}</Link>)}
          {road && card('a3', <ExternalLink href={road}>{label('a3')}</ExternalLink>)}
        </ul>
      </div>
    </section>
  );
}

/** '#top' is the top of the document when no element carries that id (HTML's fragment rules). */
export function BackToTop() {
  const { t } = useTranslation();
  return (
    <p className="container back-to-top">
      <a href="#top">
        <span aria-hidden="true">↑</span> {t('landing.automotive.backToTop')}
      </a>
    </p>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { Link, useLocation, useMatches } from 'react-router';
import { ExternalLink } from './external-link.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { AccountButton } from './leads/account-dialog.tsx';
import { useLanguage } from './use-language.ts';
import { SupportContacts } from './support-contacts.tsx';
import { useSite } from './use-site.ts';
import { LinkButton } from './ui/button.tsx';

// Spec §9: the header takes its scrolled look after 50 px.
const SCROLL_THRESHOLD_PX = 50;

type Submenu = 'solutions' | 'support';

function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLL_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return scrolled;
}

/** Pages that carry the quote tool load its data; the others link to the home page's. */
export function useBookingHref(): string {
  const { home } = useLanguage();
  const matches = useMatches();
  return matches.some((match) => Boolean((match.data as { booking?: unknown } | undefined)?.booking))
    ? '#booking-form'
    : `${home}#booking-form`;
}

/** Spec §2 "Header and footer": sticky, desktop menu with submenus, mobile menu, Login to the portal. */
export function SiteHeader() {
  const { t } = useTranslation();
  const { home } = useLanguage();
  const site = useSite();
  const scrolled = useScrolled();
  const bookingHref = useBookingHref();
  const { pathname } = useLocation();
  const [submenu, setSubmenu] = useState<Submenu | null>(null);
  const [productsOpen, setProductsOpen] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const nav = useRef<HTMLElement>(null);
  const ids = useId();

  // A new page closes the menus (set while rendering: no extra paint with them open).
  const [menusOn, setMenusOn] = useState(pathname);
  if (menusOn !== pathname) {
    setMenusOn(pathname);
    setSubmenu(null);
    setMobileOpen(false);
  }

  useEffect(() => {
    if (!submenu) return;
    const closeOutside = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setSubmenu(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [submenu]);

  const toggle = (name: Submenu) => {
    setProductsOpen(false);
    setSubmenu((current) => (current === name ? null : name));
  };
  const closeAll = () => {
    setSubmenu(null);
    setProductsOpen(false);
    setMobileOpen(false);
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Escape' || (!submenu && !mobileOpen)) return;
    event.preventDefault();
    const button = submenu ? document.getElementById(`${ids}-${submenu}-button`) : document.getElementById(`${ids}-mobile-button`);
    closeAll();
    button?.focus();
  };

  const links = site?.links;
  const submenuButton = (name: Submenu, label: string) => (
    <button
      type="button"
      id={`${ids}-${name}-button`}
      className="menu__button"
      aria-expanded={submenu === name}
      aria-controls={`${ids}-${name}`}
      onClick={() => toggle(name)}
    >
      {label} <span aria-hidden="true">▾</span>
    </button>
  );

  return (
    <header className={`site-header${scrolled ? ' is-scrolled' : ''}`} data-scrolled={scrolled} onKeyDown={onKeyDown}>
      <div className="container site-header__inner">
        <Link to={home} className="brand">
          {t('brand.name')}
        </Link>
        {links && (
          <nav
            ref={nav}
            className="menu"
            aria-label={t('header.mainNavigation')}
            onClick={(event) => (event.target as HTMLElement).closest('a') && closeAll()}
          >
            <ul className="menu__list">
              <li>
                <ExternalLink href={links.corporate.about}>{t('header.about')}</ExternalLink>
              </li>
              <li className="menu__item">
                {submenuButton('solutions', t('header.solutions'))}
                <ul id={`${ids}-solutions`} className="submenu" hidden={submenu !== 'solutions'}>
                  <li>
                    <ExternalLink href={links.corporate.road}>{t('header.road')}</ExternalLink>
                  </li>
                  <li>
                    <ExternalLink href={links.corporate.air}>{t('header.air')}</ExternalLink>
                  </li>
                  <li>
                    <button
                      type="button"
                      className="menu__button"
                      aria-expanded={productsOpen}
                      aria-controls={`${ids}-products`}
                      onClick={() => setProductsOpen((open) => !open)}
                    >
                      {t('header.products')} <span aria-hidden="true">▾</span>
                    </button>
                    <ul id={`${ids}-products`} className="submenu submenu--nested" hidden={!productsOpen}>
                      <li>
                        <ExternalLink href={links.products.schwerdtfeger}>Schwerdtfeger</ExternalLink>
                      </li>
                      <li>
                        <ExternalLink href={links.products.speedPackEurope}>Speed Pack Europe</ExternalLink>
                      </li>
                      <li>
                        <ExternalLink href={links.products.taxicolis}>Taxicolis</ExternalLink>
                      </li>
                    </ul>
                  </li>
                </ul>
              </li>
              <li>
                <ExternalLink href={links.corporate.industries}>{t('header.industries')}</ExternalLink>
              </li>
              <li className="menu__item">
                {submenuButton('support', t('header.support'))}
                <ul id={`${ids}-support`} className="submenu" hidden={submenu !== 'support'}>
                  <SupportContacts site={site} />
                </ul>
              </li>
            </ul>
          </nav>
        )}
        <div className="site-header__actions">
          <LinkButton href={bookingHref} className="site-header__book">
            <span className="site-header__book-full">{t('header.bookTransport')}</span>
            <span className="site-header__book-short" aria-hidden="true">
              {t('header.bookShort')}
            </span>
          </LinkButton>
          <AccountButton kind="link" className="site-header__account" />
          {links?.shipperPortalLogin ? (
            <ExternalLink href={links.shipperPortalLogin} className="site-header__login">
              {t('header.login')}
            </ExternalLink>
          ) : (
            <a href={`${home}/account`} className="site-header__login">
              {t('header.login')}
            </a>
          )}
          <LanguageSwitcher />
          {links && (
            <button
              type="button"
              id={`${ids}-mobile-button`}
              className="menu-toggle"
              aria-expanded={mobileOpen}
              aria-controls={`${ids}-mobile`}
              onClick={() => setMobileOpen((open) => !open)}
            >
              {t(mobileOpen ? 'header.closeMenu' : 'header.menu')}
            </button>
          )}
        </div>
      </div>
      {links && (
        <nav
          id={`${ids}-mobile`}
          className="mobile-menu"
          aria-label={t('header.mobileNavigation')}
          hidden={!mobileOpen}
          onClick={(event) => (event.target as HTMLElement).closest('a') && closeAll()}
        >
          <ul className="container">
            <li>
              <ExternalLink href={links.corporate.solutions}>{t('header.mobile.solutions')}</ExternalLink>
            </li>
            <li>
              <ExternalLink href={links.corporate.company}>{t('header.mobile.company')}</ExternalLink>
            </li>
            <li>
              <ExternalLink href={links.corporate.shipper}>{t('header.mobile.shipper')}</ExternalLink>
            </li>
            <li>
              <ExternalLink href={links.corporate.carrier}>{t('header.mobile.carrier')}</ExternalLink>
            </li>
            <li>
              <ExternalLink href={links.corporate.contact}>{t('header.mobile.contact')}</ExternalLink>
            </li>
            {/* On a phone the header's own "Login" is hidden: the business account is reached from here. */}
            <li>
              {links.shipperPortalLogin ? (
                <ExternalLink href={links.shipperPortalLogin}>{t('header.login')}</ExternalLink>
              ) : (
                <a href={`${home}/account`}>{t('header.login')}</a>
              )}
            </li>
          </ul>
        </nav>
      )}
    </header>
  );
}

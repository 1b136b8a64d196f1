import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { Link, useLocation } from 'react-router';
import { LANGUAGES } from '#src/domain/language.ts';
import { namesAPage, pageInLanguage } from '#src/domain/site-map.ts';
import { Flag } from './flag.tsx';
import { useLanguage } from './use-language.ts';

/**
 * A disclosure button and a list of links (spec §2: flag, code and native name; closes on an
 * outside click). Keyboard: Enter/Space opens, arrows move between languages, Escape closes
 * and returns focus to the button.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  // A new page closes the menu (set while rendering: no extra paint with it open).
  const [openOn, setOpenOn] = useState(location.pathname);
  if (openOn !== location.pathname) {
    setOpenOn(location.pathname);
    setOpen(false);
  }

  const links = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    // Open synchronously, so the links can take focus now: quick key presses must not race a render.
    if (!open) flushSync(() => setOpen(true));
    const items = links();
    const current = items.indexOf(document.activeElement as HTMLAnchorElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    const next = current === -1 ? (step === 1 ? 0 : items.length - 1) : (current + step + items.length) % items.length;
    items[next]?.focus();
  }

  return (
    <div className="language-switcher" ref={rootRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="language-switcher__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <Flag language={language} />
        <span className="visually-hidden">{t('languageSwitcher.label')} </span>
        <span>{language.toUpperCase()}</span>
        <span className="visually-hidden"> {t(`languages.${language}`)}</span>
      </button>
      <ul id={listId} className="language-switcher__list" hidden={!open}>
        {LANGUAGES.map((code) => (
          <li key={code}>
            <Link
              to={
                namesAPage(location.pathname)
                  ? `${pageInLanguage(location.pathname, code)}${location.search}${location.hash}`
                  : pageInLanguage(location.pathname, code)
              }
              hrefLang={code}
              lang={code}
              aria-current={code === language ? 'true' : undefined}
              onClick={() => setOpen(false)}
            >
              <Flag language={code} />
              <span className="language-switcher__code">{code.toUpperCase()}</span>
              <span>{t(`languages.${code}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

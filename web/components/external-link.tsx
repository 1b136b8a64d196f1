import { useTranslation } from '#web/i18n/use-translation.tsx';

/** A link to another site, opened in a new tab, saying so to screen readers. */
export function ExternalLink({ href, children, className }: { href: string; children: React.ReactNode; className?: string }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden"> ({t('header.newTab')})</span>
    </a>
  );
}

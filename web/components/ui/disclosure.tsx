import type { ReactNode } from 'react';

/**
 * What is one tap away: the platform's <details>, opened and closed by keyboard and read as a
 * button by screen readers, with no script. `summaryLabel` names the summary when its words alone
 * would not say which of several it opens.
 */
export function Disclosure({
  summary,
  summaryLabel,
  className,
  open,
  children,
}: {
  summary: ReactNode;
  summaryLabel?: string;
  className?: string;
  open?: boolean;
  children: ReactNode;
}) {
  return (
    <details className={className} open={open || undefined}>
      <summary aria-label={summaryLabel}>{summary}</summary>
      {children}
    </details>
  );
}

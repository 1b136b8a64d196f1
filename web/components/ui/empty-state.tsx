import type { ReactNode } from 'react';

/** What a list says when it has nothing to show, in its place. */
export function EmptyState({ className, children }: { className?: string; children: ReactNode }) {
  return <p className={className}>{children}</p>;
}

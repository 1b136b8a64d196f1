import type { ReactNode } from 'react';

/** What a badge says by its colour besides its words: plain, the best choice, a discount, urgent. */
export type BadgeTone = 'plain' | 'best' | 'discount' | 'urgent';

/** A word or two that qualifies what it sits on; an item of a list of badges, or a word in a line. */
export function StatusBadge({ tone = 'plain', as: Tag = 'span', children }: { tone?: BadgeTone; as?: 'span' | 'li'; children: ReactNode }) {
  return <Tag className={tone === 'plain' ? 'badge' : `badge badge--${tone}`}>{children}</Tag>;
}

import type { ReactNode } from 'react';
import type { StaffIntent } from './staff-intents.ts';
import type { Staff } from './types.ts';

/**
 * A form of the staff page: it posts to the page itself (`to`, the address it is on), where one
 * action checks the session's CSRF token and does what its intent says (staff-actions.server.ts).
 */
export function StaffForm({
  staff,
  to,
  intent,
  className,
  encType,
  children,
}: {
  staff: Staff;
  to: string;
  intent: StaffIntent;
  className?: string;
  /** multipart/form-data for a form that sends a file */
  encType?: 'multipart/form-data';
  children: ReactNode;
}) {
  return (
    <form method="post" action={to} className={className} encType={encType}>
      <input type="hidden" name="_csrf" value={staff.csrfToken} />
      <input type="hidden" name="intent" value={intent} />
      {children}
    </form>
  );
}

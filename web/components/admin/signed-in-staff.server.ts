import type { AppLoadContext } from 'react-router';
import type { StaffSession } from '#src/ports/staff-auth.ts';

/** The staff session making this request, if any (the back office's door of actor.ts: a shipper's session does not count here). */
export async function signedInStaff(context: AppLoadContext): Promise<StaffSession | undefined> {
  const actor = await context.actor('staff');
  return actor.kind === 'staff' ? actor.staff : undefined;
}

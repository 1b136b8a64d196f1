import { redirect } from 'react-router';
import { refusedAs } from '#src/domain/application-error.ts';
import { signedInStaff } from '../components/admin/signed-in-staff.server.ts';
import { pageNotFound } from '../not-found.server.ts';
import { answeredAsPage } from '../unavailable.server.ts';
import type { Route } from './+types/admin-purchases-transfer';

/**
 * The SEPA transfer file (pain.001) of the carriers' invoices ticked on the staff page, as a
 * download; an invoice that cannot be paid yet sends the page back saying why.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return answeredAsPage(context, async () => {
    const back = `/${params.lang}/admin?tab=carriers`;
    if (!(await signedInStaff(context))) throw redirect(`/${params.lang}/admin`, { headers: { 'Cache-Control': 'no-store' } });
    const ids = new URL(request.url).searchParams.getAll('id');
    let made;
    try {
      made = await context.services.carriers.purchasing.transferFile(ids);
    } catch (error) {
      if (refusedAs(error, 'purchasePaymentRefused'))
        throw redirect(`${back}&purchase=${error.reason}`, { headers: { 'Cache-Control': 'no-store' } });
      throw error;
    }
    if (!made) throw pageNotFound(request, context);
    return new Response(made.xml, {
      headers: {
        'Content-Type': 'application/xml; charset=utf-8',
        'Content-Disposition': `attachment; filename="${made.fileName}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
}

import { redirect } from 'react-router';
import { parseLanguage } from '#src/domain/language.ts';
import { statementCsv } from '../components/account/statement-csv.server.ts';
import { personOf } from '../components/account/signed-in-person.server.ts';
import { answeredAsPage } from '../unavailable.server.ts';
import type { Route } from './+types/account-statement-csv';

/**
 * A month's statement of the company's confirmed transports as CSV for a spreadsheet in
 * the page's language (`;` and decimal commas where numbers are written so), its totals last.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = parseLanguage(params.lang) ?? 'fr';
  return answeredAsPage(context, async () => {
    const person = await personOf(context);
    if (!person) throw redirect(`/${params.lang.toUpperCase()}/account/sign-in`);
    const month = new URL(request.url).searchParams.get('month') ?? '';
    let statement;
    try {
      statement = await context.services.shipperAccount.statement(person, month);
    } catch (error) {
      if (context.answerFor(error)?.status === 400)
        return new Response('month: YYYY-MM\n', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
      throw error;
    }
    const body = statementCsv(statement, language);
    return new Response(body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="statement-${statement.month}.csv"`,
        'Cache-Control': 'private, no-store',
      },
    });
  });
}

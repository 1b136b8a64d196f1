import { data, redirect } from 'react-router';
import { parseLanguage } from '#src/domain/language.ts';
import { PageTexts } from '#web/i18n/use-translation.tsx';
import { CarrierPortalPage, type UploadOutcome } from '../components/carrier/portal-page.tsx';
import { carrierSessionCleared, carrierSessionOf } from '../cookies.server.ts';
import { pageMessages } from '../i18n/catalogs.server.ts';
import { privatePageMeta } from '../i18n/page-meta.ts';
import { readForm, uploadedFile } from '../read-form.server.ts';
import { answeredAsPage } from '../unavailable.server.ts';
import type { Route } from './+types/carrier-portal';
import type { ContestOutcome, InvoiceOutcome } from '../components/carrier/portal-invoices.tsx';
import { refusedAs } from '#src/domain/application-error.ts';

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'carrierPortal');

const PRIVATE = { 'Cache-Control': 'private, no-store' };

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return [...actionHeaders.keys()].length > 0 ? actionHeaders : loaderHeaders;
}

const signInPage = (lang: string) => `/${lang.toUpperCase()}/carrier/sign-in`;

/** The signed-in carrier's offers, jobs and documents; the sign-in page otherwise. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = parseLanguage(params.lang) ?? 'fr';
  return answeredAsPage(context, async () => {
    const actor = await context.actor('carrierPortal');
    if (actor.kind !== 'carrierPerson') throw redirect(signInPage(params.lang), { headers: { 'Cache-Control': 'no-store' } });
    const view = await context.services.carriers.portal.overview(actor, language);
    const query = new URL(request.url).searchParams;
    const uploaded = query.get('uploaded') === '1';
    return data(
      {
        view,
        outcome: (uploaded ? 'uploaded' : null) as UploadOutcome,
        invoiceOutcome: (query.get('invoice') === 'sent' ? 'sent' : null) as InvoiceOutcome,
        contestOutcome: (query.get('contested') ? { invoiceId: query.get('contested')!, outcome: 'sent' } : null) as ContestOutcome,
        messages: pageMessages(params, ['pages.carrierPortal', 'carrier.portal', 'carrier.errors.invoice', 'carrier.errors.contest']),
      },
      { headers: PRIVATE },
    );
  });
}

/** A document sent (kept, then the page again: 303) or refused with the fields to fix; or signing out. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = form.get('intent');
  if (intent === 'signOut') {
    await answeredAsPage(context, () => context.services.carriers.signIn.signOut(carrierSessionOf(request)));
    throw redirect(signInPage(params.lang), { status: 303, headers: { 'Set-Cookie': carrierSessionCleared(context.secure) } });
  }
  if (intent === 'uploadInvoice') return uploadInvoice(request, params.lang, form, context);
  if (intent === 'contestInvoice') return contestInvoice(params.lang, form, context);
  if (intent === 'acceptMandate' || intent === 'revokeMandate')
    return answeredAsPage(context, async () => {
      const actor = await context.actor('carrierPortal');
      if (actor.kind !== 'carrierPerson') throw redirect(signInPage(params.lang), 303);
      await context.services.carriers.portal.mandate(actor, intent === 'acceptMandate' ? 'accept' : 'revoke');
      throw redirect(`/${params.lang}/carrier`, { status: 303, headers: PRIVATE });
    });
  // Only the page's own forms post here: anything else is a request none of them sends.
  if (intent !== 'upload') throw data(null, { status: 400 });
  const fields = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'));
  return answeredAsPage(context, async () => {
    const actor = await context.actor('carrierPortal');
    if (actor.kind !== 'carrierPerson') throw redirect(signInPage(params.lang), 303);
    try {
      await context.services.carriers.portal.uploadDocument(actor, fields, await uploadedFile(form, 'file'));
    } catch (error) {
      const answer = context.answerFor(error);
      if (answer?.code !== 'invalid') throw error;
      return data({ outcome: { invalid: answer.fieldErrors ?? [] } as UploadOutcome }, { status: 400, headers: PRIVATE });
    }
    throw redirect(`/${params.lang}/carrier?uploaded=1`, { status: 303, headers: PRIVATE });
  });
}

/** An invoice to Flash sent (the page again: 303), or refused with why (its status: 400, 409 for a number sent before). */
function uploadInvoice(request: Request, lang: string, form: FormData, context: Route.ActionArgs['context']) {
  return answeredAsPage(context, async () => {
    const actor = await context.actor('carrierPortal');
    if (actor.kind !== 'carrierPerson') throw redirect(signInPage(lang), 303);
    try {
      await context.services.carriers.portal.uploadInvoice(actor, await uploadedFile(form, 'invoice'));
    } catch (error) {
      const answer = context.answerFor(error);
      const outcome: InvoiceOutcome | undefined = refusedAs(error, 'purchaseRefused')
        ? error.reason
        : answer?.code === 'invalid'
          ? 'missing'
          : undefined;
      if (!outcome || !answer) throw error;
      return data({ outcome: null as UploadOutcome, invoiceOutcome: outcome }, { status: answer.status, headers: PRIVATE });
    }
    throw redirect(`/${lang}/carrier?invoice=sent`, { status: 303, headers: PRIVATE });
  });
}

/** A self-billed invoice contested (the page again: 303), or refused with why (its status). */
function contestInvoice(lang: string, form: FormData, context: Route.ActionArgs['context']) {
  const invoiceId = String(form.get('invoiceId') ?? '');
  return answeredAsPage(context, async () => {
    const actor = await context.actor('carrierPortal');
    if (actor.kind !== 'carrierPerson') throw redirect(signInPage(lang), 303);
    try {
      await context.services.carriers.portal.contestInvoice(actor, invoiceId, String(form.get('reason') ?? ''));
    } catch (error) {
      const answer = context.answerFor(error);
      const outcome = refusedAs(error, 'contestRefused') ? error.reason : answer?.code === 'invalid' ? ('missing' as const) : undefined;
      if (!outcome || !answer) throw error;
      return data(
        { outcome: null as UploadOutcome, contestOutcome: { invoiceId, outcome } as ContestOutcome },
        { status: answer.status, headers: PRIVATE },
      );
    }
    throw redirect(`/${lang}/carrier?contested=${encodeURIComponent(invoiceId)}`, { status: 303, headers: PRIVATE });
  });
}

export default function CarrierPortalRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageTexts messages={loaderData.messages}>
      <CarrierPortalPage
        view={loaderData.view}
        outcome={actionData?.outcome ?? loaderData.outcome}
        invoiceOutcome={
          (actionData && 'invoiceOutcome' in actionData ? (actionData.invoiceOutcome as InvoiceOutcome) : null) ?? loaderData.invoiceOutcome
        }
      />
    </PageTexts>
  );
}

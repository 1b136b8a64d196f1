import { data, redirect } from 'react-router';
import { PageTexts, useTranslation } from '#web/i18n/use-translation.tsx';
import { DriverPage, type DriverFormOutcome } from '../components/drive/driver-page.tsx';
import { GonePage } from '../components/link-expired-page.tsx';
import { pageMessages } from '../i18n/catalogs.server.ts';
import { privatePageMeta } from '../i18n/page-meta.ts';
import { pageNotFound } from '../not-found.server.ts';
import { readForm } from '../read-form.server.ts';
import { answeredAsPage } from '../unavailable.server.ts';
import type { Route } from './+types/drive';

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'drive');

// The link is the driver's key: no cache keeps the page (and no Referer carries it: security-headers.ts).
const NO_LEAK = { 'Cache-Control': 'private, no-store' };
const TEXTS = [
  'pages.drive',
  'drive',
  'booking.transport',
  'booking.summary',
  'booking.parcelTypes',
  'booking.offers.moment',
  'validation.signatureOrTick',
  'validation.signatureImage',
  'validation.photoImage',
  'validation.formattingCharacters',
  'validation.webAddressInName',
] as const;

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return [...actionHeaders.keys()].length > 0 ? actionHeaders : loaderHeaders;
}

/** The job a driver's link opens; 404 for a forged link, 410 a week after the transport ended. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const messages = pageMessages(params, TEXTS);
  // The link's refusals are answered here (the expired link's own page); answeredAsPage, the database's.
  return answeredAsPage(context, async () => {
    try {
      const job = await context.services.transport.viewDriverJob(await context.actor('driver'));
      const saved = new URL(request.url).searchParams.get('saved') === '1';
      // One tap id per form as rendered: a form posted twice (a double tap, a resent request) is kept once.
      const formTaps = { step: crypto.randomUUID(), problem: crypto.randomUUID() };
      // live: the page's scripts start at once, so that a tap without signal is kept from the first one (ADR 0034).
      return data(
        { job, expired: false, live: true, formTaps, outcome: (saved ? 'saved' : null) as DriverFormOutcome, messages },
        { headers: NO_LEAK },
      );
    } catch (error) {
      const answer = context.answerFor(error);
      if (answer?.status === 410)
        return data({ job: null, expired: true, live: false, formTaps: null, outcome: null, messages }, { status: 410, headers: NO_LEAK });
      if (answer?.code === 'not_found') throw pageNotFound(request, context);
      throw error;
    }
  });
}

/** A tap from the page without scripts: recorded with the server's time, then the page again (303). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const tap = { ...Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string')), phoneAt: null };
  return answeredAsPage(context, async () => {
    try {
      await context.services.transport.recordDriverStep({ driver: await context.actor('driver'), tap });
    } catch (error) {
      const answer = context.answerFor(error);
      if (answer?.code === 'not_found') throw pageNotFound(request, context);
      if (answer?.status === 410) throw data(null, { status: 410, headers: NO_LEAK });
      // A step refused is said on the page, with what the driver can do.
      if (answer)
        return data(
          { outcome: (answer.code === 'invalid' ? 'invalid' : 'refused') as DriverFormOutcome },
          { status: answer.status, headers: NO_LEAK },
        );
      throw error;
    }
    const url = new URL(request.url);
    url.searchParams.set('saved', '1');
    throw redirect(`${url.pathname}${url.search}`, { status: 303, headers: NO_LEAK });
  });
}

export default function DrivePage({ loaderData, actionData, params }: Route.ComponentProps) {
  return (
    <PageTexts messages={loaderData.messages}>
      {loaderData.job ? (
        <DriverPage
          job={loaderData.job}
          link={params.link}
          formTaps={loaderData.formTaps}
          outcome={actionData?.outcome ?? loaderData.outcome}
        />
      ) : (
        <LinkExpired />
      )}
    </PageTexts>
  );
}

/** A driver's link a week past the end of its transport. */
function LinkExpired() {
  const { t } = useTranslation();
  return <GonePage title={t('drive.expired.title')} message={t('drive.expired.message')} />;
}

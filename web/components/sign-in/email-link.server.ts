import { type AppLoadContext, data, redirect } from 'react-router';
import type { RequestSignInLink } from '#src/application/account/account-access.ts';
import { parseLanguage } from '#src/domain/language.ts';
import { readForm } from '../../read-form.server.ts';
import { answeredAsPage } from '../../unavailable.server.ts';
import type { LinkRequestOutcome } from './email-link-form.tsx';

/**
 * Asks for a sign-in link from the page's form. The answer is the same for a known and an
 * unknown address; too many asks (per address, per visitor) say when to try again.
 */
export async function askForLink(request: Request, lang: string, context: AppLoadContext, requestLink: RequestSignInLink) {
  const form = await readForm(request);
  const language = parseLanguage(lang) ?? 'fr';
  return answeredAsPage(context, async () => {
    try {
      await requestLink({ email: form.get('email'), language, address: context.clientAddress });
      return { sent: true } as LinkRequestOutcome;
    } catch (error) {
      const answer = context.answerFor(error);
      if (answer?.status === 429) {
        const seconds = answer.retryAfterSeconds ?? 60;
        return data({ tooMany: Math.max(1, Math.ceil(seconds / 60)) } as LinkRequestOutcome, {
          status: 429,
          headers: { 'Retry-After': String(seconds) },
        });
      }
      if (answer?.status === 400) return data({ invalid: true } as LinkRequestOutcome, { status: 400 });
      throw error;
    }
  });
}

/** The link's token stays in its page: no other site learns it from the address it came from. */
export const NO_LEAK = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };

/**
 * The emailed link's button pressed: a session (its cookie) and the person's page (303), or 410
 * on the same page for a link used or expired.
 */
export async function signInWithEmailedLink(
  context: AppLoadContext,
  signIn: () => Promise<{ sessionToken: string } | undefined>,
  session: { cookie: (token: string, secure: boolean) => string; home: string },
) {
  const signedIn = await answeredAsPage(context, signIn);
  if (!signedIn) return data({ invalid: true }, { status: 410, headers: NO_LEAK });
  throw redirect(session.home, {
    status: 303,
    headers: { 'Set-Cookie': session.cookie(signedIn.sessionToken, context.secure), ...NO_LEAK },
  });
}

import { type AppLoadContext, data, redirect } from 'react-router';
import type { InputError, OfferExpired } from '#src/application/errors.ts';
import { fieldErrorsOf } from '#src/application/inputs/parse-input.ts';
import { contactInput } from '#src/application/inputs/quote-inputs.ts';
import { offerAsShown } from '#src/http/offer-as-shown.ts';
import { ownerKeyOfCookies } from '#src/http/quote-owner.ts';
import { personOf, signedInPerson } from '../account/signed-in-person.server.ts';
import { pageNotFound } from '../../not-found.server.ts';
import { readForm } from '../../read-form.server.ts';
import { answeredAsPage } from '../../unavailable.server.ts';

interface PageArgs {
  request: Request;
  params: { id: string; lang: string };
  context: AppLoadContext;
}

/**
 * Only the browser that created the quote may see it, or whoever follows its link (the
 * visitor's email: `?access=`) while the quote holds; to anyone else it does not exist.
 */
export async function owner(request: Request, context: AppLoadContext, id: string): Promise<string> {
  const access = new URL(request.url).searchParams.get('access');
  const key = access ? await context.services.openQuoteLink(id, access) : ownerKeyOfCookies(request.headers.get('cookie'));
  // 410: the link was the quote's, and the quote no longer holds (its page says to ask again).
  if (key === 'expired') throw data(null, { status: 410 });
  if (!key) throw pageNotFound(request, context);
  return key;
}

/** The offer page rendered by the server: what a visitor without JavaScript reaches. */
export async function offerPageLoader({ request, params, context }: PageArgs) {
  return answeredAsPage(context, async () => {
    const key = await owner(request, context, params.id);
    try {
      const { reference, offers, unpriced, pricesVisible, shipment, status, selectedOffer } = await context.services.priceQuote(
        params.id,
        key,
      );
      // The contact the agent will use, restated before and after confirming (the owner's own details).
      const contact = pricesVisible || status === 'offer_confirmed' ? await context.services.readContact(params.id, key) : null;
      // Once confirmed, the quote's page is the transport's: its steps as the agents record them.
      const followed = status === 'offer_confirmed' ? await context.services.followTransport(params.id, key) : undefined;
      // Signed in: whether the quote is the company's, or its own person may add it.
      const person = await personOf(context);
      const company = person
        ? { name: person.company, standing: await context.services.shipperAccount.companyQuote.standing(person, params.id, key) }
        : null;
      // The receiving site's own link: the same steps, no price, no buyer's details.
      const transport = followed
        ? {
            ...followed,
            consigneeUrl: `${context.services.site.url}/${params.lang.toUpperCase()}/quote/${params.id}/track?token=${followed.consigneeToken}`,
          }
        : null;
      return {
        id: params.id,
        reference,
        offers: offers.map((offer) => offerAsShown(offer, pricesVisible || status === 'offer_confirmed')),
        unpriced,
        pricesVisible,
        shipment,
        status,
        selectedOffer,
        contact,
        transport,
        company,
        // A transport's page starts its scripts at once, to follow its steps live (ADR 0034).
        live: transport !== null,
      };
    } catch (error) {
      if (context.answerFor(error)?.code === 'not_found') throw pageNotFound(request, context);
      throw error;
    }
  });
}

/** What the offer page's forms answer when they do not move on: the fields refused, or why the step could not be taken. */
export interface OfferFormRefusal {
  errors: InputError[];
  failed: boolean;
  tooMany?: true;
  expired?: OfferExpired['reason'];
  confirmErrors?: InputError[];
}

const refused = (answer: Partial<OfferFormRefusal>, status: number) =>
  data<OfferFormRefusal>({ errors: [], failed: false, ...answer }, status);

/** The offer page's forms: contact, callback, confirm and re-price, on the BFF's use cases. */
export async function offerPageAction(args: PageArgs) {
  return answeredAsPage(args.context, () => answerOfferForm(args));
}

async function answerOfferForm({ request, params, context }: PageArgs) {
  const key = await owner(request, context, params.id);
  const form = await readForm(request);
  const intent = form.get('intent');
  const fields = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'));
  try {
    if (intent === 'addToCompany') {
      const person = await signedInPerson({ params, context }, { afterForm: true });
      await context.services.shipperAccount.companyQuote.add(person, params.id, key);
      return redirect(withAccess(new URL(request.url), new URL(request.url).pathname), 303);
    }
    if (intent === 'reprice') {
      const { id } = await context.services.repriceQuote(params.id, key, context.clientAddress);
      return redirect(new URL(`./${id}`, request.url).pathname, 303);
    }
    if (intent === 'confirm') {
      try {
        await context.services.confirmOffer(params.id, key, String(form.get('selectedOffer') ?? ''));
      } catch (error) {
        const answer = context.answerFor(error);
        if (answer?.code === 'expired') return refused({ expired: answer.reason ?? 'validity' }, 409);
        if (answer?.code === 'invalid') return refused({ confirmErrors: answer.fieldErrors }, 400);
        throw error;
      }
    } else {
      const parsed = contactInput.safeParse(fields);
      if (!parsed.success) return refused({ errors: fieldErrorsOf(parsed.error.issues) }, 400);
      const contact = parsed.data;
      if (intent === 'callback') await context.services.requestCallback(params.id, key, contact);
      else await context.services.saveContact(params.id, key, contact);
    }
    return redirect(withAccess(new URL(request.url), new URL(request.url).pathname), 303);
  } catch (error) {
    const answer = context.answerFor(error);
    if (answer?.code === 'invalid') return refused({ errors: answer.fieldErrors }, 400);
    if (answer?.code === 'not_found') throw pageNotFound(request, context);
    if (answer?.code === 'conflict') return refused({ failed: true }, 409);
    if (answer?.code === 'too_many') return refused({ tooMany: true }, 429);
    throw error;
  }
}

/** A path on the quote's page keeping the link's capability, for a visitor who came by the email. */
function withAccess(url: URL, path: string): string {
  const access = url.searchParams.get('access');
  return access ? `${path}?access=${encodeURIComponent(access)}` : path;
}

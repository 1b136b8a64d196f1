import type {
  CarrierAwardSummary,
  CarrierJobTakenSummary,
  CarrierOfferSummary,
  SelfBilledSummary,
} from '../../domain/carriers/carrier-messages.ts';
import type { SignInLinkSummary } from '../../domain/account/sign-in-link.ts';
import type { Language } from '../../domain/language.ts';
import type { OperatorIdentity } from '../../domain/operator.ts';
import { visitorNotice } from './account-mails.ts';
import { formatters } from './mail-formatters.ts';
import type { RenderedMail } from './rendered-mail.ts';

// What Flash writes to a carrier's people: a job offered, a job awarded, a job taken by another,
// a link to sign in to the carriers' pages, an invoice drawn up in its name.

/** A job offered: the lane, the price excl. VAT, the deadline, and the link to answer. */
export function carrierOffer(summary: CarrierOfferSummary, language: Language, operator: OperatorIdentity | undefined): RenderedMail {
  const { t, price, moment } = formatters(language);
  const { offer } = summary;
  return visitorNotice(
    language,
    t('mail.carrier.offerSubject', { from: offer.from, to: offer.to }),
    [
      t('mail.confirmation.greeting', { name: summary.name }),
      t('mail.carrier.offerIntro', { company: summary.company, reference: offer.reference, from: offer.from, to: offer.to }),
      t('mail.carrier.offerTerms', { price: price(offer.priceEuros), deadline: moment(offer.deadline) }),
    ],
    { label: t('mail.carrier.offerLink'), href: summary.link },
    operator,
  );
}

/** The job awarded: the transport order is attached; the link confirms it and names the driver. */
export function carrierAward(summary: CarrierAwardSummary, language: Language, operator: OperatorIdentity | undefined): RenderedMail {
  const { t, price } = formatters(language);
  return visitorNotice(
    language,
    t('mail.carrier.awardSubject', { reference: summary.reference }),
    [
      t('mail.confirmation.greeting', { name: summary.name }),
      t('mail.carrier.awardIntro', { company: summary.company, from: summary.from, to: summary.to, price: price(summary.priceEuros) }),
      t('mail.carrier.awardNext'),
    ],
    { label: t('mail.carrier.awardLink'), href: summary.link },
    operator,
  );
}

/** The job went to another carrier: nothing more to do. */
export function carrierJobTaken(summary: CarrierJobTakenSummary, language: Language, operator: OperatorIdentity | undefined): RenderedMail {
  const { t } = formatters(language);
  const subject = t('mail.carrier.takenSubject', { reference: summary.reference });
  return visitorNotice(
    language,
    subject,
    [t('mail.confirmation.greeting', { name: summary.name }), t('mail.carrier.takenIntro', { from: summary.from, to: summary.to })],
    null,
    operator,
  );
}

/** A link to the carriers' pages: once, within its minutes. */
export function carrierSignIn(summary: SignInLinkSummary, language: Language, operator: OperatorIdentity | undefined): RenderedMail {
  const { t } = formatters(language);
  return visitorNotice(
    language,
    t('mail.carrier.signInSubject', { company: summary.company }),
    [t('mail.carrier.signInIntro', { company: summary.company, minutes: summary.minutes }), t('mail.signIn.ignore')],
    { label: t('mail.signIn.link'), href: summary.link },
    operator,
  );
}

/** A self-billed invoice or credit note: what it bills, when it is paid, how long to contest it; its Factur-X attached. */
export function carrierSelfBilled(summary: SelfBilledSummary, language: Language, operator: OperatorIdentity | undefined): RenderedMail {
  const { t, day, money } = formatters(language);
  const figures = {
    company: summary.company,
    number: summary.number,
    date: day(summary.issueDate),
    total: money(summary.totalIncludingTax),
    due: summary.dueDate ? day(summary.dueDate) : '',
    refersTo: summary.refersTo ?? '',
    days: summary.contestDays,
  };
  const invoice = summary.kind === 'invoice';
  return visitorNotice(
    language,
    t(invoice ? 'mail.carrier.selfBilledSubject' : 'mail.carrier.selfBilledCreditSubject', figures),
    [
      t('mail.confirmation.greeting', { name: summary.name }),
      t(
        invoice
          ? summary.refersTo
            ? 'mail.carrier.selfBilledCorrected'
            : 'mail.carrier.selfBilledInvoice'
          : 'mail.carrier.selfBilledCredit',
        figures,
      ),
      ...(invoice ? [t('mail.carrier.selfBilledContest', figures)] : []),
      t('mail.carrier.selfBilledAttached'),
    ],
    { label: t('mail.carrier.selfBilledLink'), href: summary.link },
    operator,
  );
}

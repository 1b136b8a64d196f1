import { formatters, signedBy, labelled } from './mail-formatters.ts';
import { headerSafe, type RenderedMail } from './rendered-mail.ts';
import type { AccountAcceptedSummary, AccountInvitationSummary, SignInLinkSummary } from '../../domain/account/sign-in-link.ts';
import { type Language } from '../../domain/language.ts';
import { type OperatorIdentity } from '../../domain/operator.ts';
import { layout, linkButton, paragraph } from './mail-layout.ts';

// The business account's emails to its people.

/** A short email to a visitor: paragraphs, one link as a button (if any), and the operator's signature. */
export function visitorNotice(
  language: Language,
  subject: string,
  paragraphs: string[],
  link: { label: string; href: string } | null,
  operator: OperatorIdentity | undefined,
): RenderedMail {
  const signature = signedBy(operator, language);
  return {
    subject: headerSafe(subject),
    text: [
      ...paragraphs.flatMap((line) => [line, '']),
      ...(link ? [labelled(language, link.label, link.href), ''] : []),
      ...signature,
    ].join('\n'),
    html: layout(
      language,
      subject,
      `${paragraphs.map(paragraph).join('')}${link ? linkButton(link.label, link.href) : ''}${signature.map(paragraph).join('')}`,
    ),
  };
}

/** A colleague invited to the business account; the link where they accept, within days. */
export function accountInvitation(
  summary: AccountInvitationSummary,
  language: Language,
  operator: OperatorIdentity | undefined,
): RenderedMail {
  const { t } = formatters(language);
  return visitorNotice(
    language,
    t('mail.accountInvitation.subject', { company: summary.company }),
    [
      t('mail.accountInvitation.intro', { company: summary.company, inviter: summary.inviter }),
      t('mail.accountInvitation.how', { days: summary.days }),
    ],
    { label: t('mail.accountInvitation.link'), href: summary.link },
    operator,
  );
}

/** Staff accepted the business account; how to sign in (by a link asked for on the site). */
export function accountAccepted(summary: AccountAcceptedSummary, language: Language, operator: OperatorIdentity | undefined): RenderedMail {
  const { t } = formatters(language);
  return visitorNotice(
    language,
    t('mail.accountAccepted.subject', { company: summary.company }),
    [
      t('mail.confirmation.greeting', { name: summary.name }),
      t('mail.accountAccepted.intro', { company: summary.company }),
      t('mail.accountAccepted.how'),
    ],
    { label: t('mail.accountAccepted.link'), href: summary.signIn },
    operator,
  );
}

/** The link that signs a business account's person in, once, within minutes. */
export function signInLink(summary: SignInLinkSummary, language: Language, operator: OperatorIdentity | undefined): RenderedMail {
  const { t } = formatters(language);
  return visitorNotice(
    language,
    t('mail.signIn.subject', { company: summary.company }),
    [t('mail.signIn.intro', { company: summary.company, minutes: summary.minutes }), t('mail.signIn.ignore')],
    { label: t('mail.signIn.link'), href: summary.link },
    operator,
  );
}

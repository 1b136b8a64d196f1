import type { InvoiceEmailSummary } from '../../domain/invoicing/invoice-email.ts';
import type { Language } from '../../domain/language.ts';
import type { OperatorIdentity } from '../../domain/operator.ts';
import { formatters, labelled, signedBy } from './mail-formatters.ts';
import { layout, linkButton, paragraph } from './mail-layout.ts';
import { headerSafe, type RenderedMail } from './rendered-mail.ts';

/** An invoice or credit note to its buyer, in their language; the Factur-X PDF goes attached. */
export function invoiceMail(summary: InvoiceEmailSummary, language: Language, operator: OperatorIdentity | undefined): RenderedMail {
  const { t, date, money } = formatters(language);
  const figures = {
    number: summary.number,
    date: date(summary.issueDate, null),
    total: money(summary.totalIncludingTax),
    due: date(summary.dueDate, null),
    refersTo: summary.refersTo ?? '',
  };
  const subject = t(summary.kind === 'invoice' ? 'mail.invoice.subjectInvoice' : 'mail.invoice.subjectCreditNote', {
    number: summary.number,
  });
  const paragraphs = [
    t('mail.invoice.greeting', { name: summary.name }),
    t(summary.kind === 'invoice' ? 'mail.invoice.invoice' : 'mail.invoice.creditNote', figures),
    t('mail.invoice.attached'),
  ];
  const signature = signedBy(operator, language);
  const link = summary.documentsLink && { label: t('mail.invoice.link'), href: summary.documentsLink };
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

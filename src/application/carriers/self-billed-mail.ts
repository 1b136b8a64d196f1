import type { Carrier } from '../../domain/carriers/carrier.ts';
import { CONTEST_DAYS } from '../../domain/carriers/self-billing.ts';
import type { Invoice } from '../../domain/invoicing/invoice.ts';
import type { Notification } from '../../domain/notifications/notification.ts';

/**
 * A self-billed invoice or credit note told to each of its carrier's people, in their language,
 * its Factur-X attached: the carrier sees what was drawn up in its name, and where to contest it.
 */
export function selfBilledNotifications(carrier: Carrier, invoice: Invoice, siteUrl: string) {
  const site = siteUrl.replace(/\/$/, '');
  return (purchaseInvoiceId: string): Notification[] =>
    carrier.people.map((person) => ({
      kind: 'carrier-self-billed',
      audience: 'carrier',
      email: person.email,
      language: person.language,
      reference: purchaseInvoiceId,
      summary: {
        name: person.name,
        company: carrier.company,
        language: person.language,
        purchaseInvoiceId,
        number: invoice.number,
        kind: invoice.kind,
        totalIncludingTax: invoice.totals.includingTax,
        issueDate: invoice.issueDate,
        dueDate: invoice.kind === 'invoice' ? invoice.dueDate : null,
        refersTo: invoice.refersTo?.number ?? null,
        contestDays: CONTEST_DAYS,
        link: `${site}/${person.language}/carrier`,
      },
    }));
}

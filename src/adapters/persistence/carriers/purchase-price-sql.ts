/**
 * What the carrier's matched invoice bills a job, excl. VAT: null until one is matched. `award` is
 * the alias of a `carrier_awards` row; the margin reads it before the awarded price.
 */
export const invoicedPriceSql = (award: string) => `(select j.amount from purchase_invoice_jobs j
    join purchase_invoices i on i.id = j.invoice_id
   where j.quote_request_id = ${award}.quote_request_id and i.carrier_id = ${award}.carrier_id and i.status = 'matched'
   order by i.created_at limit 1)`;

/** What Flash pays for a job: the matched invoice's amount, else the awarded price. */
export const purchasePriceSql = (award: string) => `coalesce(${invoicedPriceSql(award)}, ${award}.price)`;

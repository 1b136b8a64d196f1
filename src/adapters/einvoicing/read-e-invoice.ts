import type { PurchaseInvoiceData } from '../../domain/carriers/purchase-invoice.ts';
import type { EInvoiceReader, ReadEInvoice } from '../../ports/e-invoice-reader.ts';

// A supplier's invoice read back from what EN 16931 allows: the CII syntax alone or inside a
// Factur-X PDF, or the UBL syntax. pdf-lib (the PDF writer @e-invoice-eu/core uses) takes the
// XML out of the PDF; xmlbuilder2 (its XML writer) parses it, read by namespace and local name
// so that any prefix reads alike. A PDF without an XML inside is kept for staff to type in.

// Both libraries load on the first invoice received, not at every process's start.
const libraries = () => Promise.all([import('@cantoo/pdf-lib'), import('xmlbuilder2')]);
type Parse = Awaited<ReturnType<typeof libraries>>[1]['create'];

const CII = {
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
};
const UBL = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  creditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};
/** The names Factur-X, ZUGFeRD and XRechnung give the XML they embed. */
const EMBEDDED_NAMES = new Set(['factur-x.xml', 'zugferd-invoice.xml', 'xrechnung.xml']);

/** The DOM's Element as xmlbuilder2 gives it (a subset: what the reading needs). */
interface XmlElement {
  localName: string;
  namespaceURI: string | null;
  textContent: string | null;
  nodeType: number;
  childNodes: ArrayLike<XmlElement>;
  getAttribute(name: string): string | null;
}

/** A mandatory term missing: the invoice is not one EN 16931 reads. */
const ELEMENT_NODE = 1;

class Incomplete extends Error {
  override name = 'Incomplete';
}

/** An element's children of one name, in order (xmlbuilder2's `children` lists every descendant: its child nodes are read). */
const childrenOf = (element: XmlElement | undefined, namespace: string, name: string): XmlElement[] =>
  element
    ? Array.from(element.childNodes).filter(
        (child) => child.nodeType === ELEMENT_NODE && child.localName === name && child.namespaceURI === namespace,
      )
    : [];

/** The element at the end of a path of [namespace, name] steps, the first at each step. */
function at(element: XmlElement | undefined, ...steps: Array<[string, string]>): XmlElement | undefined {
  let current = element;
  for (const [namespace, name] of steps) current = childrenOf(current, namespace, name)[0];
  return current;
}

const text = (element: XmlElement | undefined) => element?.textContent?.trim() || null;

function required(value: string | null): string {
  if (value === null) throw new Incomplete();
  return value;
}

function amount(value: string | null): number {
  const parsed = Number(required(value));
  if (!Number.isFinite(parsed)) throw new Incomplete();
  return Math.round(parsed * 100) / 100;
}

const optionalNumber = (value: string | null) => (value === null || !Number.isFinite(Number(value)) ? null : Number(value));

/** CII writes a date as 20261130 (format 102). */
const ciiDate = (value: string | null) =>
  value && /^\d{8}$/.test(value) ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}` : null;
const isoDate = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

function readCii(root: XmlElement): PurchaseInvoiceData {
  const { rsm, ram, udt } = CII;
  const document = at(root, [rsm, 'ExchangedDocument']);
  const transaction = at(root, [rsm, 'SupplyChainTradeTransaction']);
  const agreement = at(transaction, [ram, 'ApplicableHeaderTradeAgreement']);
  const settlement = at(transaction, [ram, 'ApplicableHeaderTradeSettlement']);
  const seller = at(agreement, [ram, 'SellerTradeParty']);
  const sellerId = at(seller, [ram, 'SpecifiedLegalOrganization'], [ram, 'ID']);
  const vatNumber = childrenOf(seller, ram, 'SpecifiedTaxRegistration')
    .map((registration) => at(registration, [ram, 'ID']))
    .find((id) => id?.getAttribute('schemeID') === 'VA');
  const summation = at(settlement, [ram, 'SpecifiedTradeSettlementHeaderMonetarySummation']);
  const tax = at(settlement, [ram, 'ApplicableTradeTax']);
  const means = at(settlement, [ram, 'SpecifiedTradeSettlementPaymentMeans']);
  const iban = text(at(means, [ram, 'PayeePartyCreditorFinancialAccount'], [ram, 'IBANID']));
  const lines = childrenOf(transaction, ram, 'IncludedSupplyChainTradeLineItem').map((line) => ({
    text: [
      text(at(line, [ram, 'SpecifiedTradeProduct'], [ram, 'Name'])),
      text(at(line, [ram, 'SpecifiedTradeProduct'], [ram, 'Description'])),
      text(at(line, [ram, 'AssociatedDocumentLineDocument'], [ram, 'IncludedNote'], [ram, 'Content'])),
      text(at(line, [ram, 'SpecifiedLineTradeAgreement'], [ram, 'BuyerOrderReferencedDocument'], [ram, 'IssuerAssignedID'])),
    ]
      .filter(Boolean)
      .join(' '),
    amountExcludingTax: amount(
      text(
        at(line, [ram, 'SpecifiedLineTradeSettlement'], [ram, 'SpecifiedTradeSettlementLineMonetarySummation'], [ram, 'LineTotalAmount']),
      ),
    ),
  }));
  return {
    number: required(text(at(document, [ram, 'ID']))),
    typeCode: required(text(at(document, [ram, 'TypeCode']))),
    issueDate: required(ciiDate(text(at(document, [ram, 'IssueDateTime'], [udt, 'DateTimeString'])))),
    dueDate: ciiDate(text(at(settlement, [ram, 'SpecifiedTradePaymentTerms'], [ram, 'DueDateDateTime'], [udt, 'DateTimeString']))),
    currency: required(text(at(settlement, [ram, 'InvoiceCurrencyCode']))),
    seller: {
      name: required(text(at(seller, [ram, 'Name']))),
      vatNumber: text(vatNumber),
      siren: sellerId?.getAttribute('schemeID') === '0002' ? text(sellerId) : null,
      country: text(at(seller, [ram, 'PostalTradeAddress'], [ram, 'CountryID'])),
    },
    orderReference: text(at(agreement, [ram, 'BuyerOrderReferencedDocument'], [ram, 'IssuerAssignedID'])),
    payeeAccount: iban ? { iban, bic: text(at(means, [ram, 'PayeeSpecifiedCreditorFinancialInstitution'], [ram, 'BICID'])) } : null,
    lines,
    vat: {
      category: required(text(at(tax, [ram, 'CategoryCode']))),
      percent: optionalNumber(text(at(tax, [ram, 'RateApplicablePercent']))),
    },
    totals: {
      excludingTax: amount(text(at(summation, [ram, 'TaxBasisTotalAmount']))),
      vat: amount(text(childrenOf(summation, ram, 'TaxTotalAmount')[0]) ?? '0'),
      includingTax: amount(text(at(summation, [ram, 'GrandTotalAmount']))),
    },
  };
}

function readUbl(root: XmlElement): PurchaseInvoiceData {
  const { cac, cbc } = UBL;
  const credit = root.localName === 'CreditNote';
  const seller = at(root, [cac, 'AccountingSupplierParty'], [cac, 'Party']);
  const legalId = at(seller, [cac, 'PartyLegalEntity'], [cbc, 'CompanyID']);
  const taxTotal = at(root, [cac, 'TaxTotal']);
  const category = at(taxTotal, [cac, 'TaxSubtotal'], [cac, 'TaxCategory']);
  const totals = at(root, [cac, 'LegalMonetaryTotal']);
  const account = at(root, [cac, 'PaymentMeans'], [cac, 'PayeeFinancialAccount']);
  const iban = text(at(account, [cbc, 'ID']));
  const lines = childrenOf(root, cac, credit ? 'CreditNoteLine' : 'InvoiceLine').map((line) => ({
    text: [
      text(at(line, [cac, 'Item'], [cbc, 'Name'])),
      text(at(line, [cac, 'Item'], [cbc, 'Description'])),
      text(at(line, [cbc, 'Note'])),
      text(at(line, [cac, 'OrderLineReference'], [cbc, 'LineID'])),
    ]
      .filter(Boolean)
      .join(' '),
    amountExcludingTax: amount(text(at(line, [cbc, 'LineExtensionAmount']))),
  }));
  return {
    number: required(text(at(root, [cbc, 'ID']))),
    typeCode: required(text(at(root, [cbc, credit ? 'CreditNoteTypeCode' : 'InvoiceTypeCode']))),
    issueDate: required(isoDate(text(at(root, [cbc, 'IssueDate'])))),
    dueDate: isoDate(text(at(root, [cbc, 'DueDate']))),
    currency: required(text(at(root, [cbc, 'DocumentCurrencyCode']))),
    seller: {
      name: required(
        text(at(seller, [cac, 'PartyLegalEntity'], [cbc, 'RegistrationName'])) ?? text(at(seller, [cac, 'PartyName'], [cbc, 'Name'])),
      ),
      vatNumber: text(at(seller, [cac, 'PartyTaxScheme'], [cbc, 'CompanyID'])),
      siren: legalId?.getAttribute('schemeID') === '0002' ? text(legalId) : null,
      country: text(at(seller, [cac, 'PostalAddress'], [cac, 'Country'], [cbc, 'IdentificationCode'])),
    },
    orderReference: text(at(root, [cac, 'OrderReference'], [cbc, 'ID'])),
    payeeAccount: iban ? { iban, bic: text(at(account, [cac, 'FinancialInstitutionBranch'], [cbc, 'ID'])) } : null,
    lines,
    vat: { category: required(text(at(category, [cbc, 'ID']))), percent: optionalNumber(text(at(category, [cbc, 'Percent']))) },
    totals: {
      excludingTax: amount(text(at(totals, [cbc, 'TaxExclusiveAmount']))),
      vat: amount(text(at(taxTotal, [cbc, 'TaxAmount'])) ?? '0'),
      includingTax: amount(text(at(totals, [cbc, 'TaxInclusiveAmount']))),
    },
  };
}

/** The XML of an invoice, parsed, or why not. EN 16931 syntaxes have no document type: one is refused, entities and all. */
function readXml(create: Parse, xml: string): ReadEInvoice {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return { format: null, problem: 'unreadable' };
  let root: XmlElement;
  try {
    root = create(xml).root().node as unknown as XmlElement;
  } catch {
    return { format: null, problem: 'unreadable' };
  }
  try {
    if (root.namespaceURI === CII.rsm && root.localName === 'CrossIndustryInvoice') return { format: 'cii', data: readCii(root) };
    if (root.namespaceURI === UBL.invoice || root.namespaceURI === UBL.creditNote) return { format: 'ubl', data: readUbl(root) };
  } catch (error) {
    if ((error as Error).name === 'Incomplete') return { format: null, problem: 'incomplete' };
    throw error;
  }
  return { format: null, problem: 'unreadable' };
}

const startsWith = (bytes: Uint8Array, signature: string) =>
  Buffer.from(bytes.subarray(0, signature.length)).toString('latin1') === signature;

/** A file a supplier sent: a Factur-X PDF, a plain PDF, a CII or UBL XML; anything else is unreadable. */
export const readEInvoice: EInvoiceReader = async (bytes) => {
  const [{ PDFDocument }, { create }] = await libraries();
  if (startsWith(bytes, '%PDF-')) {
    let embedded: Uint8Array | undefined;
    try {
      const pdf = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
      embedded = pdf.getAttachments().find((file) => EMBEDDED_NAMES.has(file.name.toLowerCase()))?.data;
    } catch {
      return { format: null, problem: 'unreadable' };
    }
    if (!embedded) return { format: 'pdf', data: null };
    const read = readXml(create, Buffer.from(embedded).toString('utf8'));
    return read.format === 'cii' ? { format: 'facturX', data: read.data } : read;
  }
  const xml = Buffer.from(bytes)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  if (xml.trimStart().startsWith('<')) return readXml(create, xml);
  return { format: null, problem: 'unreadable' };
};

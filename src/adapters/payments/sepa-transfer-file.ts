import SEPA from 'sepa';
import { type CreditTransfer, SEPA_LIMITS, sepaText } from '../../domain/carriers/credit-transfer.ts';
import type { TransferFile } from '../../ports/transfer-file.ts';

/** The pain.001 version the file is written in: the one the EPC's SEPA rulebooks ask since November 2023. */
export const PAIN_FORMAT = 'pain.001.001.09';

/**
 * A credit transfer as a pain.001.001.09 file, written by sepa.js (which checks the IBANs, the
 * BICs and the character set as it writes; a wrong one throws).
 */
export const sepaTransferFile: TransferFile = (transfer: CreditTransfer) => {
  const document = new SEPA.Document(PAIN_FORMAT);
  document.grpHdr.id = sepaText(transfer.messageId, SEPA_LIMITS.id);
  document.grpHdr.created = transfer.createdAt;
  document.grpHdr.initiatorName = sepaText(transfer.debtor.name, SEPA_LIMITS.name);
  const info = document.createPaymentInfo();
  info.requestedExecutionDate = new Date(`${transfer.executionDate}T00:00:00Z`);
  info.debtorName = sepaText(transfer.debtor.name, SEPA_LIMITS.name);
  info.debtorIBAN = transfer.debtor.account.iban;
  if (transfer.debtor.account.bic) info.debtorBIC = transfer.debtor.account.bic;
  document.addPaymentInfo(info);
  for (const payment of transfer.payments) {
    const transaction = info.createTransaction();
    transaction.creditorName = sepaText(payment.creditor.name, SEPA_LIMITS.name);
    transaction.creditorIBAN = payment.creditor.account.iban;
    if (payment.creditor.account.bic) transaction.creditorBIC = payment.creditor.account.bic;
    transaction.amount = payment.amount;
    transaction.remittanceInfo = sepaText(payment.remittance, SEPA_LIMITS.remittance);
    transaction.end2endId = sepaText(payment.endToEndId, SEPA_LIMITS.id);
    info.addTransaction(transaction);
  }
  return document.toString();
};

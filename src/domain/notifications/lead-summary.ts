/** What an agent needs to call back a lead from one of the forms. */
export interface LeadSummary {
  leadType: 'account' | 'demo' | 'contact';
  leadId: string;
  /** the visitor's page language */
  language: string;
  client: { name: string; email: string; phone: string | null; company: string | null };
  /** the rest of the form, as catalog label keys under mail.leads.fields and the values typed */
  details: Array<[field: string, value: string]>;
  generatedAt: string;
}

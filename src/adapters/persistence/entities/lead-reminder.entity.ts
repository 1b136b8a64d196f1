import { defineEntity, p } from '@mikro-orm/core';
import { LEAD_TYPES } from '../../../domain/staff/leads.ts';
import { createdAt } from './columns.ts';

/**
 * Table lead_reminders: the leads the agents were reminded of, past their promise. Its key makes
 * the reminder once per lead, however many instances look at the same moment.
 */
export const LeadReminderEntity = defineEntity({
  name: 'LeadReminder',
  tableName: 'lead_reminders',
  properties: {
    leadType: p.enum(LEAD_TYPES).primary(),
    leadId: p.uuid().primary(),
    createdAt: createdAt(),
  },
});

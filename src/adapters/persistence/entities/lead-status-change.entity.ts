import { defineEntity, p } from '@mikro-orm/core';
import { LEAD_STATUSES, LEAD_TYPES } from '../../../domain/staff/leads.ts';
import { createdAt, inboxNotification, uuidPrimaryKey } from './columns.ts';
import { StaffUserEntity } from './staff-user.entity.ts';

/**
 * Table lead_status_changes: the audit trail of every lead's status. Rows are only ever added;
 * a trigger refuses updates and deletes. A lead's status is its latest row, 'new' without one.
 */
export const LeadStatusChangeEntity = defineEntity({
  name: 'LeadStatusChange',
  tableName: 'lead_status_changes',
  properties: {
    id: uuidPrimaryKey(),
    createdAt: createdAt(),
    leadType: p.enum(LEAD_TYPES),
    leadId: p.uuid(),
    status: p.enum(LEAD_STATUSES),
    note: p.text().nullable(),
    changedBy: () => p.manyToOne(StaffUserEntity).deleteRule('restrict'),
  },
  indexes: [{ properties: ['leadType', 'leadId', 'createdAt'] }],
  triggers: [
    {
      name: 'append_only',
      timing: 'before',
      events: ['update', 'delete'],
      forEach: 'row',
      body: "raise exception 'lead_status_changes is append-only';",
    },
    inboxNotification('NEW.lead_type', { leadId: 'NEW.lead_id' }),
  ],
});

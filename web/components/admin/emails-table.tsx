import type { Notification, NotificationKind } from '#src/domain/notifications/notification.ts';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { useLanguage } from '../use-language.ts';
import { formatters } from '../ui/format.ts';
import type { Board, Staff } from './types.ts';
import { StaffForm } from './staff-form.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { Table } from '../ui/table.tsx';

/** Every email the product owes, what failed and why, and a resend for those. */
export function EmailsTable({ emails, staff, returnTo }: { emails: NonNullable<Board['emails']>; staff: Staff; returnTo: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const format = formatters(language);
  return (
    <>
      <p>{t('adminUi.emails.destination', { destination: emails.destination })}</p>
      {emails.rows.length === 0 ? (
        <EmptyState className="admin__empty">{t('adminUi.empty')}</EmptyState>
      ) : (
        <Table
          caption={t('adminUi.emails.tab')}
          className="admin__table"
          scrolls
          columns={[
            t('adminUi.columns.date'),
            t('adminUi.emails.kind'),
            t('adminUi.emails.audience'),
            t('adminUi.columns.status'),
            t('adminUi.emails.attempts'),
            t('adminUi.emails.lastError'),
            t('adminUi.emails.sentAt'),
            t('adminUi.columns.actions'),
          ]}
        >
          {emails.rows.map((row) => (
            <tr key={row.id}>
              <td>{format.dateTime(row.createdAt)}</td>
              <td>{t(`adminUi.emails.kinds.${row.kind as NotificationKind}`)}</td>
              <td>{t(`adminUi.emails.audiences.${row.audience as Notification['audience']}`)}</td>
              <td>{t(`adminUi.emails.statuses.${row.status as 'pending' | 'sending' | 'sent' | 'failed'}`)}</td>
              <td>{row.attempts}</td>
              <td>{row.lastError ?? ''}</td>
              <td>{row.sentAt ? format.dateTime(row.sentAt) : ''}</td>
              <td>
                {row.status === 'failed' && (
                  <StaffForm staff={staff} to={returnTo} intent="resendEmail">
                    <input type="hidden" name="emailId" value={row.id} />
                    <button type="submit">{t('adminUi.emails.resend')}</button>
                  </StaffForm>
                )}
              </td>
            </tr>
          ))}
        </Table>
      )}
    </>
  );
}

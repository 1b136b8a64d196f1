import { useTranslation } from '#web/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { type ListSort, SORTS_OF_TAB, type SortDirection, type SortKey } from '#src/domain/staff/admin-tabs.ts';
import { useLanguage } from '../use-language.ts';
import { columnsFor } from './columns.tsx';
import { formatters, text } from '../ui/format.ts';
import { type Board, isRecordsTab } from './types.ts';
import { EmptyState } from '../ui/empty-state.tsx';
import { Table } from '../ui/table.tsx';

/** The rows of the current tab. Everything visitors typed is rendered as text, never as HTML. */
const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
/** Figures and dates start with the largest or newest; names from A. */
const FIRST_DIRECTION: Record<SortKey, SortDirection> = {
  date: 'desc',
  price: 'desc',
  distance: 'desc',
  reference: 'asc',
  name: 'asc',
  company: 'asc',
};

/** The rows of the current tab, sorted by the header chosen. Visitors' text is rendered as text, never as HTML. */
export function LeadTable({
  board,
  detailLink,
  sortLink,
}: {
  board: Board;
  detailLink: (id: string) => string;
  sortLink: (sort: ListSort) => string;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  if (!isRecordsTab(board.tab)) return null;
  const tab = board.tab;
  const columns = columnsFor(tab, t, formatters(language));
  if (board.list.rows.length === 0) return <EmptyState className="admin__empty">{t('adminUi.empty')}</EmptyState>;
  return (
    <Table
      caption={t(`adminUi.tabs.${board.tab}`)}
      className="admin__table"
      scrolls
      columns={[
        ...columns.map((column) => {
          const key = column.sort && SORTS_OF_TAB[tab].includes(column.sort) ? column.sort : undefined;
          if (!key) return column.header;
          const current = board.sort.key === key ? board.sort.direction : undefined;
          const next = current ? (current === 'asc' ? 'desc' : 'asc') : FIRST_DIRECTION[key];
          return {
            heading: (
              <Link className="admin__sort" to={sortLink({ key, direction: next })}>
                {column.header}
                <span aria-hidden="true">{current === 'asc' ? ' ▲' : current === 'desc' ? ' ▼' : ' ↕'}</span>
              </Link>
            ),
            sort: current ? ARIA_SORT[current] : undefined,
          };
        }),
        t('adminUi.columns.actions'),
      ]}
    >
      {board.list.rows.map((row) => (
        <tr key={text(row.id)}>
          {columns.map((column) => (
            <td key={column.header}>{column.cell(row)}</td>
          ))}
          <td>
            <Link to={detailLink(text(row.id))} aria-label={`${t('adminUi.detail.open')} — ${columns[1]?.cell(row) ?? ''}`}>
              {t('adminUi.detail.open')}
            </Link>
          </td>
        </tr>
      ))}
    </Table>
  );
}

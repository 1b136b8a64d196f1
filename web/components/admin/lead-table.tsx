import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../use-language.ts';
import { columnsFor } from './columns.tsx';
import { formatters, text } from './format.ts';
import type { Board } from './types.ts';

/** The rows of the current tab. Everything visitors typed is rendered as text, never as HTML. */
export function LeadTable({ board, detailLink }: { board: Board; detailLink: (id: string) => string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  if (board.tab === 'emails') return null;
  const columns = columnsFor(board.tab, t, formatters(language));
  if (board.list.rows.length === 0) return <p className="admin__empty">{t('adminUi.empty')}</p>;
  return (
    <div className="admin__table-wrap">
      <table className="admin__table">
        <caption>{t(`adminUi.tabs.${board.tab}`)}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
            <th scope="col">{t('adminUi.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
  );
}

import { useTranslation } from '#web/i18n/use-translation.tsx';
import { Link } from 'react-router';

/** A long list's pages: previous, next and where one is, as links (they work without scripts). */
export function Pagination({
  list,
  link,
}: {
  list: { page: number; pageSize: number; total: number };
  link: (changes: Record<string, string | undefined>) => string;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  return (
    <nav aria-label={t('adminUi.pagination.label')} className="admin__pagination">
      {list.page > 1 && <Link to={link({ page: String(list.page - 1) })}>{t('adminUi.pagination.previous')}</Link>}
      <span>{t('adminUi.pagination.status', { page: list.page, pages, total: list.total })}</span>
      {list.page < pages && <Link to={link({ page: String(list.page + 1) })}>{t('adminUi.pagination.next')}</Link>}
    </nav>
  );
}

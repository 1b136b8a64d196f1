import { data, useLocation } from 'react-router';
import { signedInStaff } from '../components/admin/signed-in-staff.server.ts';
import { LoginForm } from '../components/admin/login-form.tsx';
import { StaffSecretNotice } from '../components/admin/staff-secret-notice.tsx';
import { staffAction } from '../components/admin/staff-actions.server.ts';
import { Dashboard } from '../components/admin/dashboard.tsx';
import { privatePageMeta } from '../i18n/page-meta.ts';
import { isUnavailable, answeredAsPage, unavailablePage } from '../unavailable.server.ts';
import adminStyles from '../components/admin/admin.css?inline';
import type { Route } from './+types/admin';
import { dashboardData } from '../components/admin/dashboard-data.server.ts';

/** Spec §2 "Administration page": the login form, or the dashboard for a live staff session. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const session = await answeredAsPage(context, () => signedInStaff(context));
  const headers = { 'Cache-Control': 'no-store' };
  if (!session) {
    // Without a session the page is the login form, answered 401 like every admin resource.
    const retry = url.searchParams.get('retry');
    return data(
      {
        staff: null,
        notice: url.searchParams.get('error') ?? null,
        retryAt: retry && /^\d{2}:\d{2}$/.test(retry) ? retry : null,
        board: null,
        loadError: false,
      },
      { status: 401, headers },
    );
  }
  const staff = { username: session.username, csrfToken: session.csrfToken };
  const notice = url.searchParams.get('welcome') ? 'welcome' : null;
  try {
    return data({ staff, notice, board: await dashboardData(context, url), loadError: false }, { headers });
  } catch (error) {
    if (isUnavailable(context, error)) throw unavailablePage();
    context.services.logger.error('admin data failed to load', { error: String(error) });
    return data({ staff, notice, board: null, loadError: true }, { headers });
  }
}

// The tab's title counts what awaits a call, so an agent sees it from another tab.
export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const waiting = loaderData?.board?.inbox.entries.length ?? 0;
  return privatePageMeta(matches, 'admin').map((tag) => ('title' in tag && waiting > 0 ? { title: `(${waiting}) ${tag.title}` } : tag));
};

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** Every form of the staff page posts here, with its intent (staff-actions.server.ts); a secret made is shown once. */
export const action = (args: Route.ActionArgs) => staffAction(args);

export default function Admin({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  return (
    <>
      {/* Hoisted into the head by React; only this route's chunk carries the staff page's styles. */}
      <style href="admin-styles" precedence="default">
        {adminStyles}
      </style>
      {loaderData.staff && actionData?.secret ? (
        <StaffSecretNotice secret={actionData.secret} back={`${location.pathname}${location.search}`} />
      ) : loaderData.staff ? (
        <Dashboard staff={loaderData.staff} notice={loaderData.notice} board={loaderData.board} loadError={loaderData.loadError} />
      ) : (
        <LoginForm notice={loaderData.notice} retryAt={'retryAt' in loaderData ? loaderData.retryAt : null} />
      )}
    </>
  );
}

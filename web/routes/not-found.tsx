import { NotFoundPage } from '../components/not-found-page.tsx';
import { pageNotFound } from '../not-found.server.ts';
import type { Route } from './+types/not-found';

/** Any path under /{lang}/ that names no page. */
export function loader({ request, context }: Route.LoaderArgs) {
  throw pageNotFound(request, context);
}

// Never reached (the loader always throws), but its presence keeps this a page route whose
// 404 renders as HTML through the root error boundary rather than a bare resource response.
export default function NotFound() {
  return <NotFoundPage />;
}

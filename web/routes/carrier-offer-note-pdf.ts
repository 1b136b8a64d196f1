import { consignmentNoteAnswer } from '../components/carrier/consignment-note-answer.server.ts';
import type { Route } from './+types/carrier-offer-note-pdf';

/** The job's consignment note, for the carrier it was awarded to, by its offer's link. */
export const loader = ({ request, params, context }: Route.LoaderArgs) => consignmentNoteAnswer('carrier', request, params.lang, context);

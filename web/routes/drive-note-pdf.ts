import { consignmentNoteAnswer } from '../components/carrier/consignment-note-answer.server.ts';
import type { Route } from './+types/drive-note-pdf';

/** The job's consignment note, for its driver by the job's link, once a carrier of the directory has the job. */
export const loader = ({ request, params, context }: Route.LoaderArgs) => consignmentNoteAnswer('driver', request, params.lang, context);

import { scanHeaders } from '#src/http/scan-answer.ts';

/** A carrier's document's scan as the page's answer: a download (scan-answer.ts). */
export const scanResponse = (file: { name: string; type: string; bytes: Uint8Array }) =>
  new Response(Buffer.from(file.bytes), { headers: scanHeaders(file) });

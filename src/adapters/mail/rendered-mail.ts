/** An email as sent: its subject (one header line), its text and its HTML. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** A header value can never start a new header: line breaks and control characters go. */
export function headerSafe(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .trim()
      .slice(0, 200)
  );
}

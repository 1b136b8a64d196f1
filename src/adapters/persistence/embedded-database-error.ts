/** Said to the person who started the program: what went wrong with the embedded database and what to do. */
export class EmbeddedDatabaseError extends Error {
  override name = 'EmbeddedDatabaseError';
}

/**
 * What a text of the domain needs of a translator: its own keys, named by the text in a union. A
 * translator of the catalogs (the server's or the pages') is accepted only if it has them all, so
 * a key the catalogs lack fails `tsc` where the text is translated, not at run time.
 */
export type Translate<Key extends string> = (key: Key, values?: Record<string, string | number>) => string;

/**
 * The name the composition root binds a value to, carrying the value's type: a Token<Clock>
 * resolves to a Clock. Each is declared beside what it names: a port beside its interface, a use
 * case beside its type. No container is imported here: naming is not wiring.
 */
export type Token<T> = symbol & { readonly bound?: T };
export const token = <T>(name: string) => Symbol(name) as Token<T>;

/** What an object of tokens stands for once resolved: { createQuote: Token<CreateQuote> } → { createQuote: CreateQuote }. */
export type Resolved<Tokens> = { [K in keyof Tokens]: Tokens[K] extends Token<infer T> ? T : never };

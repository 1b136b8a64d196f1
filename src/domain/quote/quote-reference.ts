// People read a quote's reference over the phone and type it into the admin's search;
// the UUID stays the quote's key inside the system.

/** Crockford's base 32: no I, L, O or U, so a reference read aloud is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CHARACTER = '[0-9A-HJKMNP-TV-Z]';
export const QUOTE_REFERENCE_RANDOM_BYTES = 5;

export const QUOTE_REFERENCE_PATTERN = new RegExp(`^FL-${CHARACTER}{4}-${CHARACTER}{4}$`);
const EIGHT_CHARACTERS = new RegExp(`^${CHARACTER}{8}$`);

/**
 * `FL-7K3Q-9M2X`: eight characters from 40 random bits (about 10^12 values), so references are
 * unique in practice and none can be guessed from another. The repository retries on the rare clash.
 */
export function quoteReferenceFrom(random: Uint8Array): string {
  if (random.length < QUOTE_REFERENCE_RANDOM_BYTES)
    throw new RangeError(`a quote reference needs ${QUOTE_REFERENCE_RANDOM_BYTES} random bytes`);
  let bits = 0n;
  for (const byte of random.subarray(0, QUOTE_REFERENCE_RANDOM_BYTES)) bits = (bits << 8n) | BigInt(byte);
  let characters = '';
  for (let index = 0; index < 8; index++) {
    characters = ALPHABET[Number(bits & 31n)] + characters;
    bits >>= 5n;
  }
  return `FL-${characters.slice(0, 4)}-${characters.slice(4)}`;
}

/**
 * A reference as a person types it ("fl 7k3q 9m2x", O for 0, I or L for 1), in its written form;
 * undefined when the text cannot be one.
 */
export function parseQuoteReference(text: string): string | undefined {
  const compact = text.toUpperCase().replace(/[\s-]/g, '');
  if (!compact.startsWith('FL')) return undefined;
  const characters = compact.slice(2).replace(/O/g, '0').replace(/[IL]/g, '1');
  if (!EIGHT_CHARACTERS.test(characters)) return undefined;
  return `FL-${characters.slice(0, 4)}-${characters.slice(4)}`;
}

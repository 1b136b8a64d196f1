/**
 * What a visitor's text may not carry, however it is typed or pasted: characters that change how
 * text around them is shown without showing themselves (Unicode's formatting characters, Cf:
 * U+202E turns "Dupont‮txt.exe" around in a CSV or an email), and, in a name, a web address, which
 * an email to agents or a customer would show as a link from Flash itself.
 */
export const TYPED_TEXT_ERROR_KEYS = ['formattingCharacters', 'webAddressInName'] as const;
export type TypedTextErrorKey = (typeof TYPED_TEXT_ERROR_KEYS)[number];

const FORMATTING = /\p{Cf}/u;
/** The bidirectional controls: refused even in free text, where other formatting characters (an emoji's joiner) may stand. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
/** A scheme (https://, mailto:…), www., or a host name with a top-level domain ("evil.example", "bit.ly/x"). */
const WEB_ADDRESS = /[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\b(?:mailto|https?):|\b[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}(?=$|[\s/:?#])/iu;

export function refusedFormatting(text: string, { multiLine = false } = {}): TypedTextErrorKey | undefined {
  return (multiLine ? BIDI_CONTROLS : FORMATTING).test(text) ? 'formattingCharacters' : undefined;
}

export function refusedName(text: string): TypedTextErrorKey | undefined {
  return refusedFormatting(text) ?? (WEB_ADDRESS.test(text) ? 'webAddressInName' : undefined);
}

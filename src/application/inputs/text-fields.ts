import { z } from 'zod';
import { type TypedTextErrorKey, refusedFormatting, refusedName } from '../../domain/text/typed-text.ts';

// What visitors type is normalised before any rule sees it: Unicode NFC (an "é" typed two ways
// is one "é"), a lone surrogate becomes U+FFFD, control characters (NUL, escape codes, C1) go, so
// nothing that PostgreSQL or an email would refuse reaches them, and the length is checked against
// the column it goes to.

// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
const LINE_BREAKS = /\r\n?|\n|\t/g;

export function normaliseText(value: string, { multiLine = false } = {}): string {
  const wellFormed = value.toWellFormed().normalize('NFC').replace(/\r\n?/g, '\n');
  const cleaned = multiLine ? wellFormed.replace(CONTROL, '') : wellFormed.replace(LINE_BREAKS, ' ').replace(CONTROL, '');
  return cleaned.trim();
}

/** A rule of typed-text.ts as a zod check whose issue names its message key (parse-input.ts reads it). */
const refusing = (rule: (text: string) => TypedTextErrorKey | undefined) => (text: string, context: z.RefinementCtx) => {
  const key = rule(text);
  if (key) context.addIssue({ code: 'custom', message: key, params: { key } });
};

/** A one-line field (an email address, a reference) of at most `max` characters. */
export const singleLine = (max: number) =>
  z
    .string()
    .transform((value) => normaliseText(value))
    .pipe(z.string().max(max).superRefine(refusing(refusedFormatting)));

/** A person's or a company's name: one line, and no web address in it. */
export const nameLine = (max: number) =>
  z
    .string()
    .transform((value) => normaliseText(value))
    .pipe(z.string().max(max).superRefine(refusing(refusedName)));

/** A free text (comments, a message): line breaks kept, at most `max` characters. */
export const multiLine = (max: number) =>
  z
    .string()
    .transform((value) => normaliseText(value, { multiLine: true }))
    .pipe(
      z
        .string()
        .max(max)
        .superRefine(refusing((text) => refusedFormatting(text, { multiLine: true }))),
    );

/** YYYY-MM-DD that is a day of the calendar (no 2026-13-01, no 2026-02-30). */
export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD')
  .refine((value) => {
    const [year, month, day] = value.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    return year >= 2000 && year <= 2100 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, 'not a calendar date');

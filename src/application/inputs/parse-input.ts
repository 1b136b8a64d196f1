import type { z } from 'zod';
import { TYPED_TEXT_ERROR_KEYS, type TypedTextErrorKey } from '../../domain/text/typed-text.ts';
import { type InputError, InvalidInput } from '../errors.ts';

/**
 * A zod refusal as field errors: the field's path (`parcels.0.weight`, `body` for the whole) and
 * the key its check named (text-fields.ts), else `invalid`.
 */
export function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]): InputError[] {
  return issues.map((issue) => ({
    field: issue.path.join('.') || 'body',
    key: issue.code === 'custom' && isTypedTextKey(issue.params?.key) ? issue.params.key : 'invalid',
  }));
}

const isTypedTextKey = (key: unknown): key is TypedTextErrorKey => (TYPED_TEXT_ERROR_KEYS as readonly unknown[]).includes(key);

/** Reads a body with its input schema; a wrong shape is the same InvalidInput as a broken rule. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new InvalidInput(fieldErrorsOf(result.error.issues));
  return result.data;
}

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { GroupageLimit } from '../../domain/pricing/groupage.ts';

const limitSchema = z.object({
  source: z.string().min(1),
  licence: z.string().min(1),
  maxWeightKg: z.number().positive(),
  maxPalletPlaces: z.number().int().positive(),
  maxLoadingMetres: z.number().positive(),
});

const LIMIT = fileURLToPath(new URL('../../../fixtures/groupage-limit.json', import.meta.url));

/** What a shared truck takes (fixtures/groupage-limit.json, ADR 0048), checked once at start. */
export function loadGroupageLimit(file = LIMIT): GroupageLimit {
  const { maxWeightKg, maxPalletPlaces, maxLoadingMetres } = limitSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  return { maxWeightKg, maxPalletPlaces, maxLoadingMetres };
}

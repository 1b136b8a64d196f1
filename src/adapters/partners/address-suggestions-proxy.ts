import { z } from 'zod';
import type { AddressSearch } from '../../ports/address-search.ts';
import { ADDRESS_POLICY, type PartnerPolicy } from './partner-policy.ts';
import { partnerRequest } from './partner-request.ts';
import { withSlash } from './ptv-routing.ts';

const suggestion = z.object({
  id: z.coerce.string(),
  description: z.string(),
  origin: z.string(),
  address: z.object({
    street: z
      .string()
      .nullish()
      .transform((value) => value ?? null),
    city: z.string().default(''),
    zip_code: z
      .string()
      .nullish()
      .transform((value) => value ?? null),
    country: z.string().default(''),
    lat: z.coerce.number(),
    lon: z.coerce.number(),
  }),
});
const answer = z.union([z.array(suggestion), z.object({ suggestions: z.array(suggestion) }).transform((body) => body.suggestions)]);

/** Spec §7 "Address suggestions": GET {proxy}/address/suggestions?query=…, origin google only. */
export function addressSuggestionsProxy(baseUrl: string, policy: PartnerPolicy = ADDRESS_POLICY): AddressSearch {
  const call = partnerRequest('address suggestions', policy);
  return {
    async suggest(query, country) {
      const suggestions = await call({
        method: 'GET',
        url: new URL('address/suggestions', withSlash(baseUrl)).toString(),
        searchParams: { query, country },
        response: answer,
      });
      return suggestions.filter((item) => item.origin === 'google');
    },
  };
}

// The regions of metropolitan France (ISO 3166-2:FR since 2016) and their départements: a
// carrier says which regions it serves, and a job is matched by its pickup's postal code.

const DEPARTEMENTS = {
  'FR-ARA': ['01', '03', '07', '15', '26', '38', '42', '43', '63', '69', '73', '74'],
  'FR-BFC': ['21', '25', '39', '58', '70', '71', '89', '90'],
  'FR-BRE': ['22', '29', '35', '56'],
  'FR-CVL': ['18', '28', '36', '37', '41', '45'],
  'FR-20R': ['20'],
  'FR-GES': ['08', '10', '51', '52', '54', '55', '57', '67', '68', '88'],
  'FR-HDF': ['02', '59', '60', '62', '80'],
  'FR-IDF': ['75', '77', '78', '91', '92', '93', '94', '95'],
  'FR-NOR': ['14', '27', '50', '61', '76'],
  'FR-NAQ': ['16', '17', '19', '23', '24', '33', '40', '47', '64', '79', '86', '87'],
  'FR-OCC': ['09', '11', '12', '30', '31', '32', '34', '46', '48', '65', '66', '81', '82'],
  'FR-PDL': ['44', '49', '53', '72', '85'],
  'FR-PAC': ['04', '05', '06', '13', '83', '84'],
} as const;

export type FrenchRegion = keyof typeof DEPARTEMENTS;
export const FRENCH_REGIONS = Object.keys(DEPARTEMENTS) as FrenchRegion[];

/** The regions' own names (proper nouns, the same in every language of the site). */
export const FRENCH_REGION_NAMES: Record<FrenchRegion, string> = {
  'FR-ARA': 'Auvergne-Rhône-Alpes',
  'FR-BFC': 'Bourgogne-Franche-Comté',
  'FR-BRE': 'Bretagne',
  'FR-CVL': 'Centre-Val de Loire',
  'FR-20R': 'Corse',
  'FR-GES': 'Grand Est',
  'FR-HDF': 'Hauts-de-France',
  'FR-IDF': 'Île-de-France',
  'FR-NOR': 'Normandie',
  'FR-NAQ': 'Nouvelle-Aquitaine',
  'FR-OCC': 'Occitanie',
  'FR-PDL': 'Pays de la Loire',
  'FR-PAC': 'Provence-Alpes-Côte d’Azur',
};

const REGION_OF = new Map<string, FrenchRegion>(
  FRENCH_REGIONS.flatMap((region) => DEPARTEMENTS[region].map((departement): [string, FrenchRegion] => [departement, region])),
);

/** The region of a French place written with its postal code first ("69003 Lyon"); undefined without one. */
export function frenchRegionOf(place: string): FrenchRegion | undefined {
  const postalCode = /\b(\d{5})\b/.exec(place)?.[1];
  return postalCode ? REGION_OF.get(postalCode.slice(0, 2)) : undefined;
}

import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, csvHeaders, readableRecord } from './readable-csv.ts';

const request = {
  id: '019aa000-0000-7000-8000-000000000101',
  reference: 'FL-7K3Q-9M2X',
  created_at: new Date('2026-11-24T09:05:00Z'),
  lead_status: 'taken',
  lead_status_at: '2026-11-24T09:10:00.000Z',
  user_name: 'Claire Martin',
  departure_location: '69002 Lyon',
  departure_country: 'FR',
  arrival_location: '70173 Stuttgart',
  arrival_country: 'de',
  pickup_date: '2026-11-25',
  pickup_time: '09:00:00',
  delivery_date: null,
  shipping_type: 'pallet',
  parcels: [
    {
      type: 'pallet',
      quantity: 2,
      weight: 150,
      length: 120,
      width: 80,
      height: 100,
      dangerousGoods: { unNumber: '1203', properShippingName: 'ESSENCE', adrClass: '3', packingGroup: 'II' },
    },
  ],
  vehicle_type: 'FRG1',
  is_stackable: false,
  is_dangerous: true,
  distance: 610,
  transit_time: 435,
  selected_offer: 'priority',
  price: '575.81',
  language: 'de',
};

const cellsOf = (language: 'fr' | 'en', row: Record<string, unknown> = request) =>
  Object.fromEntries(
    csvHeaders('quote-requests', language).map((name, index) => [name, readableRecord('quote-requests', row, language)[index]]),
  );

describe('the CSV staff download (readable records)', () => {
  it('names codes by their labels and writes instants, days and prices one way, in the staff language', () => {
    expect(cellsOf('fr')).toMatchObject({
      Référence: 'FL-7K3Q-9M2X',
      'Créé le': '24/11/2026 10:05',
      Statut: 'Pris en charge',
      'Statut depuis le': '24/11/2026 10:10',
      'Pays de départ': 'France',
      "Pays d'arrivée": 'Allemagne',
      'Enlèvement souhaité (date)': '25/11/2026',
      'Enlèvement souhaité (heure)': '09:00',
      'Livraison souhaitée (date)': '',
      "Type d'envoi": 'Palette',
      Marchandises: '2 × Palette de 150 kg, 120 × 80 × 100 cm — UN 1203 ESSENCE, 3, II',
      Véhicule: 'Petit fourgon (500 kg, 2 m³)',
      Gerbable: 'Non',
      'Marchandise dangereuse (ADR)': 'Oui',
      'Distance (km)': '610',
      'Temps de trajet': '7h15',
      'Offre choisie': 'Flash Priority',
      'Prix HT (€)': '575,81',
      TVA: 'TVA française 20\u00a0%',
      'Prix TTC (€)': '690,97',
      Langue: 'Deutsch',
    });
    expect(cellsOf('en')).toMatchObject({
      Vehicle: 'Small van (500 kg, 2 m³)',
      'Arrival country': 'Germany',
      Status: 'Taken',
      'Created on': '24/11/2026, 10:05',
    });
  });

  it('writes the VAT the buyer was told, not French VAT for everyone', () => {
    const reverseCharge = { case: 'reverseCharge', rate: 0, country: null, vatNumber: { number: 'DE123456789', status: 'unverified' } };
    const cells = cellsOf('en', { ...request, vat: reverseCharge });
    expect(cells).toMatchObject({ 'Price excl. VAT (€)': '575.81', 'Price incl. VAT (€)': '575.81' });
    expect(cells.VAT).toMatch(/^Reverse charge: VAT due by the customer, number DE123456789 .* — VAT number to verify$/);
    expect(cellsOf('en', { ...request, vat: { case: 'departureCountry', rate: 0.19, country: 'DE' } })).toMatchObject({
      'Price incl. VAT (€)': '685.21',
    });
  });

  it('gives the greenhouse gases the buyer was told, figure and method, and nothing where none was computed', () => {
    const co2e = { kg: 1233.3, basis: 'dedicated', distanceKm: 2460, owedByLaw: false };
    expect(cellsOf('fr', { ...request, co2e })).toMatchObject({
      'Émissions (kg CO2e)': '1233,3',
      'Méthode de calcul des émissions': expect.stringMatching(/^Du puits à la roue, .* sur 2\u202f460 km\u202f; trajet en charge/),
    });
    expect(cellsOf('en')).toMatchObject({ 'Emissions (kg CO2e)': '', 'Emissions method': '' });
  });

  it('keeps what it cannot name as stored, and leaves the unknown empty', () => {
    const odd = cellsOf('fr', { ...request, vehicle_type: 'XYZ', arrival_country: 'ZZ', selected_offer: 'mystery', price: null });
    expect(odd).toMatchObject({
      Véhicule: 'XYZ',
      "Pays d'arrivée": 'ZZ',
      'Offre choisie': 'mystery',
      'Prix HT (€)': '',
      'Prix TTC (€)': '',
    });
  });

  it('gives every column of every tab a name in each language', () => {
    for (const tab of Object.keys(CSV_COLUMNS) as Array<keyof typeof CSV_COLUMNS>) {
      for (const language of ['fr', 'en', 'de', 'es', 'it'] as const) {
        const headers = csvHeaders(tab, language);
        expect(headers.filter((header, index) => header === CSV_COLUMNS[tab][index] && header !== 'id' && header !== 'reference')).toEqual(
          [],
        );
      }
    }
  });
});

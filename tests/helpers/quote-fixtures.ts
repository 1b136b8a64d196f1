// A shipment and a contact that the API suites send as a visitor would.

/** The next day (YYYY-MM-DD): a pickup date the real clock always accepts. */
export const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

export const lyonToStuttgart = {
  departureLocation: '12 rue de la République, 69002 Lyon',
  departureCountry: 'FR',
  departureZipCode: '69002',
  departureCity: 'Lyon',
  departureCoordinates: { lat: 45.7606, lon: 4.8357 },
  arrivalLocation: 'Königstraße 1, 70173 Stuttgart',
  arrivalCountry: 'DE',
  arrivalZipCode: '70173',
  arrivalCity: 'Stuttgart',
  arrivalCoordinates: { lat: 48.7784, lon: 9.18 },
  pickupDate: '2026-11-23',
  pickupTime: '09:00',
  parcels: [{ type: 'pallet', quantity: 2, weight: 150, length: 120, width: 80, height: 100 }],
  vehicleType: 'FRG1',
  shippingType: 'pallet',
  isStackable: false,
  isDangerous: false,
  isProfessional: true,
  comments: 'Quai 3',
  language: 'fr',
};

/** Issue 36's long drive: over one driver's day at the wheel, so Priority takes a crew of two. */
export const marseilleToBruxelles = {
  ...lyonToStuttgart,
  departureLocation: '1 quai du Port, 13002 Marseille',
  departureZipCode: '13002',
  departureCity: 'Marseille',
  departureCoordinates: { lat: 43.2965, lon: 5.3698 },
  arrivalLocation: 'Grand-Place 1, 1000 Bruxelles',
  arrivalCountry: 'BE',
  arrivalZipCode: '1000',
  arrivalCity: 'Bruxelles',
  arrivalCoordinates: { lat: 50.8467, lon: 4.3525 },
  pickupTime: '18:45',
};

export const claire = {
  firstName: 'Claire',
  lastName: 'Martin',
  company: 'Martin Équipements',
  email: 'claire@martin.example',
  phone: '+33 6 12 34 56 78',
};

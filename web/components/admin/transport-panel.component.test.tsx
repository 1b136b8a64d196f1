import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../tests/component/render.tsx';
import { TransportPanel } from './transport-panel.tsx';
import type { Board } from './types.ts';
import type { TransportMove } from '#src/domain/transport/transport-lifecycle.ts';

// On a request's record: a step refused says why, and a time can be set right afterwards.

const STAFF = { username: 'agent.durand', csrfToken: 'csrf' };
const LYON = { street: '3 rue Paul Bert', postalCode: '69003', city: 'Lyon', country: 'FR' as const };
const moves: NonNullable<Board['transport']>['moves'] = [
  {
    move: {
      kind: 'book',
      carrier: 'Transports Durand',
      vehicle: 'Fourgon',
      registration: 'AB-123-CD',
      driverFirstName: 'Karim',
      driverPhone: '+33 6 12 34 56 78',
      plannedPickup: '2026-11-27T10:00:00+01:00',
    },
    at: '2026-11-27T08:00:00.000Z',
    by: 'agent.durand',
  },
  { move: { kind: 'pickUp', at: '2026-11-27T10:05:00+01:00' }, at: '2026-11-27T09:06:00.000Z', by: 'agent.durand' },
  {
    move: { kind: 'correct', step: 'pickUp', at: '2026-11-27T09:55:00+01:00', reason: 'Heure de la lettre de voiture' },
    at: '2026-11-27T09:30:00.000Z',
    by: 'agent.leroy',
  },
];
const panel = (
  transport: Omit<NonNullable<Board['transport']>, 'promisedDelivery' | 'driverLink' | 'driverLinkSent' | 'buyerAddress'> &
    Partial<Pick<NonNullable<Board['transport']>, 'promisedDelivery' | 'driverLink' | 'driverLinkSent' | 'buyerAddress'>>,
  language: 'fr' | 'de' = 'fr',
) =>
  renderPage(
    <TransportPanel
      board={{ transport: { promisedDelivery: null, driverLink: null, driverLinkSent: null, buyerAddress: LYON, ...transport } } as Board}
      staff={STAFF}
      returnTo="/FR/admin"
      requestId="r1"
    />,
    {
      language,
      path: 'admin',
    },
  );

describe('the transport on the record', () => {
  it('lists a correction as its own step, with the corrected step, the time and why', () => {
    panel({ state: 'picked_up', moves, refused: null });
    const steps = screen.getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[2]!.textContent).toMatch(/^Heure corrigée — .*, par agent\.leroy/);
    expect(steps[2]!.textContent).toMatch(/Marchandises enlevées\u202f: heure corrigée au .*09:55 — Heure de la lettre de voiture$/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers to correct a step’s time, choosing the step, once the goods moved', () => {
    panel({ state: 'picked_up', moves, refused: null });
    const form = screen.getByText('Corriger l’heure d’une étape').closest('details')!;
    const step = within(form as HTMLElement).getByLabelText('Étape') as HTMLSelectElement;
    expect([...step.options].map((option) => [option.value, option.textContent])).toEqual([
      ['pickUp', 'Marchandises enlevées'],
      ['deliver', 'Marchandises livrées'],
    ]);
    expect(within(form as HTMLElement).getByLabelText('Heure exacte')).toBeDefined();
    expect(within(form as HTMLElement).getByLabelText('Motif')).toBeDefined();
  });

  it('says why the last step was refused, in the page’s language', () => {
    panel({ state: 'picked_up', moves, refused: 'beforePickup' });
    expect(screen.getByRole('alert').textContent).toBe('La livraison ne peut pas précéder l’enlèvement.');
    cleanup();
    panel({ state: 'picked_up', moves, refused: 'inFuture' }, 'de');
    expect(screen.getByRole('alert').textContent).toMatch(/^Diese Zeit liegt in der Zukunft/);
    cleanup();
    panel({ state: 'booked', moves: moves.slice(0, 1), refused: 'order' });
    expect(screen.getByRole('alert').textContent).toBe('Étape refusée\u202f: elle ne peut pas suivre l’état actuel du transport.');
    // Before the pickup, there is no time to correct.
    expect(screen.queryByText('Corriger l’heure d’une étape')).toBeNull();
  });

  it('says whether a delivery came by the promised time, as last corrected', () => {
    const delivered = [
      ...moves,
      {
        move: { kind: 'deliver', at: '2026-11-27T18:20:00+01:00', receivedBy: 'M. Weber', note: null },
        at: '2026-11-27T17:21:00.000Z',
        by: 'agent.durand',
      },
    ] satisfies NonNullable<Board['transport']>['moves'];
    panel({ state: 'delivered', moves: delivered, refused: null, promisedDelivery: '2026-11-27T18:00:00+01:00' });
    expect(screen.getByText(/^État.: Livré$/).closest('p')!.textContent).toBe('État\u202f: Livré — livré après la livraison promise');
    cleanup();
    const corrected = [
      ...delivered,
      {
        move: { kind: 'correct', step: 'deliver', at: '2026-11-27T17:50:00+01:00', reason: 'Bon signé' },
        at: '2026-11-27T17:30:00.000Z',
        by: 'agent.leroy',
      },
    ] satisfies NonNullable<Board['transport']>['moves'];
    panel({ state: 'delivered', moves: corrected, refused: null, promisedDelivery: '2026-11-27T18:00:00+01:00' });
    expect(screen.getByText(/^État.: Livré$/).closest('p')!.textContent).toBe('État\u202f: Livré — livré à l’heure promise');
  });

  it('names the driver as the author of a step from the phone, and flags a phone time the rules refused', () => {
    const stamp = (flagged: 'inFuture' | null) => ({ tap: crypto.randomUUID(), phoneAt: '2026-11-27T13:00:00+01:00', flagged });
    panel({
      state: 'booked',
      moves: [
        moves[0]!,
        {
          move: { kind: 'arrive', site: 'pickup', at: '2026-11-27T10:02:00+01:00', driver: stamp(null) },
          at: '2026-11-27T09:02:30.000Z',
          by: null,
        },
        {
          move: { kind: 'load', at: '2026-11-27T09:20:00.000Z', counted: 5, ordered: 6, driver: stamp('inFuture') },
          at: '2026-11-27T09:20:00.000Z',
          by: null,
        },
      ],
      refused: null,
    });
    const steps = screen.getAllByRole('listitem');
    expect(steps[1]!.textContent).toMatch(/^Chauffeur arrivé à l’enlèvement — .*, par le chauffeur/);
    expect(steps[2]!.textContent).toContain('5 comptés sur 6 commandés');
    expect(steps[2]!.textContent).toMatch(/Heure du téléphone \(.*13:00\) dans le futur\u202f: étape datée de sa réception/);
    expect(steps[1]!.textContent).not.toContain('Heure du téléphone');
  });

  it('shows the driver’s link to copy and a button to text it again, and says when it went', () => {
    panel({
      state: 'booked',
      moves: [moves[0]!],
      refused: null,
      driverLink: 'https://flash.example/FR/drive/r1.sig',
      driverLinkSent: 'sent',
    });
    expect(screen.getByLabelText('Lien du chauffeur')).toHaveProperty('value', 'https://flash.example/FR/drive/r1.sig');
    const send = screen.getByRole('button', { name: 'Envoyer le lien par SMS au chauffeur' });
    expect(within(send.closest('form')!).getByDisplayValue('sendDriverLink')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Lien envoyé par SMS au chauffeur.');
  });

  it('asks the driver’s language when booking, the phone’s country code by default, and names it on the booking', () => {
    panel({ state: 'confirmed', moves: [], refused: null });
    const language = screen.getByRole('combobox', { name: 'Langue du chauffeur' });
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Selon l’indicatif du téléphone', 'Français', 'English', 'Deutsch', 'Español', 'Italiano']);
    expect(language).toHaveProperty('value', '');
    cleanup();
    panel({
      state: 'booked',
      moves: [{ ...moves[0]!, move: { ...moves[0]!.move, driverPhone: '+39 333 123 4567' } as TransportMove }],
      refused: null,
    });
    expect(screen.getAllByRole('listitem')[0]!.textContent).toContain('+39 333 123 4567 (Italiano)');
  });

  it('flags a delivery the road cannot explain, holds it out of the on-time figure and offers to confirm the times', () => {
    const delivered = [
      ...moves.slice(0, 2),
      {
        move: {
          kind: 'deliver',
          at: '2026-11-27T10:06:00+01:00',
          receivedBy: 'M. Weber',
          note: null,
          doubt: { kind: 'fasterThanRoad', minutes: 1, distanceKm: 650, fastestMinutes: 300 },
        } as TransportMove,
        at: '2026-11-27T09:07:00.000Z',
        by: 'agent.durand',
      },
    ];
    panel({ state: 'delivered', moves: delivered, refused: null, promisedDelivery: '2026-11-28T10:00:00+01:00' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Livraison enregistrée 1 min après l’enlèvement pour 650 km (la route en demande au moins 5h00)');
    expect(alert.textContent).toContain('hors du taux de ponctualité');
    expect(screen.queryByText(/livré à l’heure promise|livré après la livraison promise/)).toBeNull();
    const confirm = within(alert).getByRole('button', { name: 'Confirmer les heures enregistrées' });
    const form = confirm.closest('form')!;
    expect(Object.fromEntries(new FormData(form))).toMatchObject({
      kind: 'correct',
      step: 'deliver',
      at: '2026-11-27T10:06:00+01:00',
      confirms: 'true',
    });
    expect(within(alert).getByLabelText('Motif')).toBeDefined();
    cleanup();

    // Confirmed: the flag stays on the step as recorded, the record is no longer held.
    const confirmation = {
      move: {
        kind: 'correct',
        step: 'deliver',
        at: '2026-11-27T10:06:00+01:00',
        reason: 'Relais de deux chauffeurs',
        confirms: true,
      } as TransportMove,
      at: '2026-11-27T09:30:00.000Z',
      by: 'agent.leroy',
    };
    panel({ state: 'delivered', moves: [...delivered, confirmation], refused: null });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByRole('listitem').at(-1)!.textContent).toMatch(
      /Heures confirmées\u202f: Marchandises livrées le .* — Relais de deux chauffeurs$/,
    );
  });

  it('asks for the buyer’s postal address a delivered transport’s invoice waits for', () => {
    const delivered = [
      ...moves.slice(0, 2),
      {
        move: { kind: 'deliver', at: '2026-11-27T16:00:00+01:00', receivedBy: 'M. Weber', note: null } as TransportMove,
        at: '2026-11-27T15:01:00.000Z',
        by: 'agent.durand',
      },
    ];
    panel({ state: 'delivered', moves: delivered, refused: null, buyerAddress: null });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(/^Facture en attente\u202f: l’adresse postale de l’acheteur manque/);
    for (const label of ['Adresse (numéro et rue)', 'Code postal', 'Ville', 'Pays'])
      expect(within(alert).getByLabelText(label)).toBeDefined();
    expect(within(alert).getByRole('button', { name: 'Enregistrer l’adresse et facturer' })).toBeDefined();
    cleanup();
    panel({ state: 'delivered', moves: delivered, refused: null });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { TransportMove, TransportState } from '../../domain/transport/transport-lifecycle.ts';
import type { SmsSender } from '../../ports/sms-sender.ts';
import type { TextMessage } from '../../domain/notifications/notification.ts';
import type { TransportRecord } from '../../ports/transport-log.ts';
import { BOOKING } from '../../../tests/fakes/transport-moves.ts';
import { testSecrets } from '../../../tests/fakes/test-secrets.ts';
import { DriverLinkRefused, makeSendDriverLink } from './driver-link.ts';
import { driverGrant } from './driver-link-path.ts';
import { linkOpens } from '../signed-link.ts';
import { TransportNotFound } from './move-transport.ts';

const REQUEST = '3f0c6a52-3f55-4c0e-9d3b-6b8f4f1b2a10';
const secrets = testSecrets();

function transport(state: TransportState, moves: TransportMove[]): TransportRecord {
  return {
    quoteRequestId: REQUEST,
    quoteId: '9b3a1f0e-52c1-4d2a-8f43-0f6b7c1d2e3f',
    reference: 'FL-7K3Q-9M2X',
    confirmedAt: new Date('2026-11-27T08:00:00Z'),
    pickupWindowTo: null,
    promisedDelivery: null,
    state,
    shipper: { name: 'Claire Martin', email: 'claire@example.com', language: 'fr', company: null, phone: null },
    route: { from: '69001 Lyon', fromCountry: 'FR', to: '70173 Stuttgart', toCountry: 'DE' },
    job: { vehicleType: 'FRG1', dangerous: false, saleEuros: 820, purchaseEuros: null },
    road: { distanceKm: 520, drivingSeconds: 5.5 * 3600, pickupWindowFrom: null },
    buyerAddress: null,
    ownerKey: 'owner',
    moves: moves.map((move, index) => ({ move, at: new Date(Date.UTC(2026, 10, 27, 9, index)), by: 'agent' })),
  };
}

function sendWith(record: TransportRecord | undefined) {
  const sent: TextMessage[] = [];
  const sms: SmsSender = { destination: 'test', send: async (message) => void sent.push(message) };
  const send = makeSendDriverLink({
    log: { record: async (id) => (id === REQUEST ? record : undefined) },
    sms,
    secrets,
    siteUrl: 'https://flash.example',
  });
  return { send, sent };
}

describe("the driver's link", () => {
  it('goes by text message to the phone of the last booking, with the transport signed for its driver', async () => {
    const rebooked = { ...BOOKING, driverFirstName: 'Inès', driverPhone: '+33 7 98 76 54 32' };
    const { send, sent } = sendWith(transport('booked', [BOOKING, rebooked]));
    const result = await send({ quoteRequestId: REQUEST, language: 'de' });

    expect(result.sentTo).toBe('+33 7 98 76 54 32');
    expect(sent).toEqual([
      { to: '+33 7 98 76 54 32', language: 'de', driverFirstName: 'Inès', reference: 'FL-7K3Q-9M2X', link: result.link },
    ]);
    const match = /^https:\/\/flash\.example\/DE\/drive\/([0-9a-f-]{36})\.(.+)$/.exec(result.link);
    expect(match?.[1]).toBe(REQUEST);
    expect(linkOpens(secrets, driverGrant(REQUEST), match![2]!, new Date())).toBe(true);
    // Signed for this transport only.
    expect(linkOpens(secrets, driverGrant('3f0c6a52-3f55-4c0e-9d3b-6b8f4f1b2a11'), match![2]!, new Date())).toBe(false);
  });

  it('is in the language of the booking’s driver: the one the agent chose, else the phone’s (+39: Italian)', async () => {
    const italian = { ...BOOKING, driverFirstName: 'Giulia', driverPhone: '+39 333 123 4567' };
    const proposed = sendWith(transport('booked', [italian]));
    expect((await proposed.send({ quoteRequestId: REQUEST })).link).toMatch(/^https:\/\/flash\.example\/IT\/drive\//);
    expect(proposed.sent[0]!.language).toBe('it');
    const chosen = sendWith(transport('booked', [{ ...italian, driverLanguage: 'de' }]));
    expect((await chosen.send({ quoteRequestId: REQUEST })).link).toMatch(/^https:\/\/flash\.example\/DE\/drive\//);
    expect(chosen.sent[0]!.language).toBe('de');
  });

  it('is in French for a French phone, and goes again each time it is asked for', async () => {
    const { send, sent } = sendWith(transport('picked_up', [BOOKING, { kind: 'pickUp', at: '2026-11-27T10:05:00+01:00' }]));
    const first = await send({ quoteRequestId: REQUEST });
    const second = await send({ quoteRequestId: REQUEST });
    expect(first.link).toMatch(/^https:\/\/flash\.example\/FR\/drive\//);
    expect(second.link).toBe(first.link);
    expect(sent.map((message) => message.to)).toEqual([BOOKING.driverPhone, BOOKING.driverPhone]);
  });

  it('is refused before a carrier is booked, once the transport is over, and for a transport that does not exist', async () => {
    await expect(sendWith(transport('confirmed', [])).send({ quoteRequestId: REQUEST })).rejects.toEqual(
      new DriverLinkRefused('notBooked'),
    );
    const cancel: TransportMove = { kind: 'cancel', by: 'Claire', reason: 'no longer needed' };
    await expect(sendWith(transport('cancelled', [BOOKING, cancel])).send({ quoteRequestId: REQUEST })).rejects.toMatchObject({
      code: 'driverLinkRefused',
      reason: 'over',
    });
    const { send, sent } = sendWith(undefined);
    await expect(send({ quoteRequestId: REQUEST })).rejects.toBeInstanceOf(TransportNotFound);
    expect(sent).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { instantOf, isoWithOffset } from '../shipment/local-time.ts';
import { type BanContext, banAt, roadByRoadBansOn } from './traffic-bans.ts';

const at = (date: string, time: string) => instantOf({ date, time });
const ban = (country: string, date: string, time: string, grossWeightKg = 12_000, context: BanContext = {}) => {
  const found = banAt(country, at(date, time), grossWeightKg, context);
  return found && { reason: found.reason, until: isoWithOffset(found.until) };
};

describe('traffic bans', () => {
  it('France: from Saturday 22:00 to Sunday 22:00, for vehicles over 7.5 t only', () => {
    expect(ban('FR', '2026-11-28', '21:59')).toBeUndefined();
    expect(ban('FR', '2026-11-28', '22:00')).toEqual({ reason: 'sunday', until: '2026-11-29T22:00:00+01:00' });
    expect(ban('FR', '2026-11-29', '08:00')).toEqual({ reason: 'sunday', until: '2026-11-29T22:00:00+01:00' });
    expect(ban('FR', '2026-11-29', '22:00')).toBeUndefined();
    expect(ban('FR', '2026-11-29', '08:00', 7500)).toBeUndefined();
  });

  it("France: the summer Saturdays of the year's arrêté 07:00–19:00, and every Saturday of July and August of a year not yet listed", () => {
    expect(ban('FR', '2026-07-11', '06:59')).toBeUndefined();
    expect(ban('FR', '2026-07-11', '07:00')).toEqual({ reason: 'summerSaturday', until: '2026-07-11T19:00:00+02:00' });
    expect(ban('FR', '2026-07-11', '19:00')).toBeUndefined();
    expect(ban('FR', '2026-07-04', '10:00')).toBeUndefined();
    expect(ban('FR', '2025-08-16', '10:00')).toEqual({ reason: 'summerSaturday', until: '2025-08-16T19:00:00+02:00' });
    expect(ban('FR', '2025-08-09', '10:00')).toBeUndefined();
    expect(ban('FR', '2026-07-11', '10:00', 7500)).toBeUndefined();
    // 15 August 2026 is a Saturday and a holiday: the holiday's ban, run on into the Sunday's.
    expect(ban('FR', '2026-08-15', '10:00')).toEqual({ reason: 'holiday', until: '2026-08-16T22:00:00+02:00' });
    expect(ban('FR', '2027-07-03', '10:00')).toEqual({ reason: 'summerSaturday', until: '2027-07-03T19:00:00+02:00' });
    expect(ban('FR', '2027-08-28', '18:59')).toEqual({ reason: 'summerSaturday', until: '2027-08-28T19:00:00+02:00' });
    expect(ban('FR', '2027-09-04', '10:00')).toBeUndefined();
  });

  it('France: the winter Saturdays 07:00–18:00 on a road through Auvergne-Rhône-Alpes, every Saturday of 1 February–14 March of a year not listed', () => {
    const alps = { frenchRegions: ['FR-IDF', 'FR-BFC', 'FR-ARA'] };
    const atAlps = (date: string, time: string) => ban('FR', date, time, 12_000, alps);
    expect(atAlps('2026-02-07', '06:59')).toBeUndefined();
    expect(atAlps('2026-02-07', '07:00')).toEqual({ reason: 'winterSaturday', until: '2026-02-07T18:00:00+01:00' });
    expect(atAlps('2026-02-07', '18:00')).toBeUndefined();
    expect(atAlps('2026-03-14', '10:00')).toBeUndefined();
    expect(atAlps('2027-02-06', '10:00')).toEqual({ reason: 'winterSaturday', until: '2027-02-06T18:00:00+01:00' });
    expect(atAlps('2027-03-20', '10:00')).toBeUndefined();
    expect(ban('FR', '2026-02-07', '10:00')).toBeUndefined();
    expect(ban('FR', '2026-02-07', '10:00', 7500, alps)).toBeUndefined();
  });

  it('France: a holiday and its eve, run on from a Sunday into Whit Monday', () => {
    expect(ban('FR', '2026-07-13', '22:30')).toEqual({ reason: 'holiday', until: '2026-07-14T22:00:00+02:00' });
    expect(ban('FR', '2026-05-23', '23:00')).toEqual({ reason: 'sunday', until: '2026-05-25T22:00:00+02:00' });
    expect(ban('FR', '2026-04-06', '10:00')).toEqual({ reason: 'holiday', until: '2026-04-06T22:00:00+02:00' });
  });

  it('Italy: Sundays from 09:00 (from 07:00 June to September) to 22:00, and its holidays', () => {
    expect(ban('IT', '2026-11-29', '08:30')).toBeUndefined();
    expect(ban('IT', '2026-11-29', '09:00')).toEqual({ reason: 'sunday', until: '2026-11-29T22:00:00+01:00' });
    expect(ban('IT', '2026-07-05', '07:30')).toEqual({ reason: 'sunday', until: '2026-07-05T22:00:00+02:00' });
    expect(ban('IT', '2026-06-02', '12:00')).toEqual({ reason: 'holiday', until: '2026-06-02T22:00:00+02:00' });
  });

  it("Italy: the Easter and summer departures' days of its yearly calendar", () => {
    expect(ban('IT', '2026-04-03', '13:59')).toBeUndefined();
    expect(ban('IT', '2026-04-03', '14:00')).toEqual({ reason: 'easter', until: '2026-04-03T22:00:00+02:00' });
    expect(ban('IT', '2026-04-04', '10:00')).toEqual({ reason: 'easter', until: '2026-04-04T16:00:00+02:00' });
    expect(ban('IT', '2026-04-07', '10:00')).toEqual({ reason: 'easter', until: '2026-04-07T14:00:00+02:00' });
    expect(ban('IT', '2026-04-08', '10:00')).toBeUndefined();
    expect(ban('IT', '2026-07-04', '08:00')).toEqual({ reason: 'summerSaturday', until: '2026-07-04T16:00:00+02:00' });
    expect(ban('IT', '2026-08-08', '17:00')).toEqual({ reason: 'summerSaturday', until: '2026-08-08T22:00:00+02:00' });
    expect(ban('IT', '2026-08-22', '17:00')).toBeUndefined();
    expect(ban('IT', '2026-07-24', '16:00')).toEqual({ reason: 'summer', until: '2026-07-24T22:00:00+02:00' });
    expect(ban('IT', '2026-07-17', '16:00')).toBeUndefined();
    expect(ban('IT', '2026-08-21', '16:00')).toBeUndefined();
    expect(ban('IT', '2026-07-04', '08:00', 7500)).toBeUndefined();
  });

  it('Italy: across the border, the ban starts 4 hours later for a vehicle from abroad and ends 2 hours earlier for one going abroad', () => {
    const inItaly = (countries: readonly [string, string], date: string, time: string) => ban('IT', date, time, 12_000, { countries });
    // Lyon → Milano on a Sunday: from 13:00 (from 11:00 in summer), to 22:00.
    expect(inItaly(['FR', 'IT'], '2026-11-29', '12:59')).toBeUndefined();
    expect(inItaly(['FR', 'IT'], '2026-11-29', '13:00')).toEqual({ reason: 'sunday', until: '2026-11-29T22:00:00+01:00' });
    expect(inItaly(['FR', 'IT'], '2026-07-05', '10:59')).toBeUndefined();
    // Milano → Lyon: from 09:00 to 20:00; Lyon → Ljubljana through Italy: 13:00 to 20:00.
    expect(inItaly(['IT', 'FR'], '2026-11-29', '09:00')).toEqual({ reason: 'sunday', until: '2026-11-29T20:00:00+01:00' });
    expect(inItaly(['IT', 'FR'], '2026-11-29', '20:00')).toBeUndefined();
    expect(inItaly(['FR', 'SI'], '2026-11-29', '12:00')).toBeUndefined();
    expect(inItaly(['FR', 'SI'], '2026-11-29', '19:00')).toEqual({ reason: 'sunday', until: '2026-11-29T20:00:00+01:00' });
    // Within Italy, the calendar's own hours.
    expect(inItaly(['IT', 'IT'], '2026-11-29', '09:00')).toEqual({ reason: 'sunday', until: '2026-11-29T22:00:00+01:00' });
    // A summer Saturday from abroad: 12:00–16:00.
    expect(inItaly(['FR', 'IT'], '2026-07-04', '11:00')).toBeUndefined();
    expect(inItaly(['FR', 'IT'], '2026-07-04', '12:00')).toEqual({ reason: 'summerSaturday', until: '2026-07-04T16:00:00+02:00' });
  });

  it('Germany: Sundays and holidays to 22:00, and the Saturdays of July and August 07:00–20:00', () => {
    expect(ban('DE', '2026-11-29', '00:00')).toEqual({ reason: 'sunday', until: '2026-11-29T22:00:00+01:00' });
    expect(ban('DE', '2026-11-28', '23:00')).toBeUndefined();
    expect(ban('DE', '2026-10-03', '12:00')).toEqual({ reason: 'holiday', until: '2026-10-03T22:00:00+02:00' });
    expect(ban('DE', '2026-06-04', '12:00')).toEqual({ reason: 'holiday', until: '2026-06-04T22:00:00+02:00' });
    expect(ban('DE', '2026-07-11', '10:00')).toEqual({ reason: 'summerSaturday', until: '2026-07-11T20:00:00+02:00' });
  });

  it('Austria: from Saturday 15:00 to Sunday 22:00', () => {
    expect(ban('AT', '2026-11-28', '15:00')).toEqual({ reason: 'saturday', until: '2026-11-29T22:00:00+01:00' });
  });

  it('Switzerland: every night from 22:00 to 05:00 and all Sunday, above 3.5 t', () => {
    expect(ban('CH', '2026-11-26', '23:00', 7500)).toEqual({ reason: 'night', until: '2026-11-27T05:00:00+01:00' });
    expect(ban('CH', '2026-11-28', '22:00', 7500)).toEqual({ reason: 'night', until: '2026-11-30T05:00:00+01:00' });
    expect(ban('CH', '2026-11-29', '12:00', 3500)).toBeUndefined();
  });

  it('Spain and the countries with no general ban: none', () => {
    expect(ban('ES', '2026-11-29', '12:00', 40_000)).toBeUndefined();
    expect(ban('BE', '2026-11-29', '12:00', 40_000)).toBeUndefined();
  });

  it('Czechia: Sundays and holidays 13:00–22:00, and the Fridays and Saturdays of July and August', () => {
    expect(ban('CZ', '2026-11-29', '12:59')).toBeUndefined();
    expect(ban('CZ', '2026-11-29', '13:00')).toEqual({ reason: 'sunday', until: '2026-11-29T22:00:00+01:00' });
    expect(ban('CZ', '2026-11-17', '15:00')).toEqual({ reason: 'holiday', until: '2026-11-17T22:00:00+01:00' });
    expect(ban('CZ', '2026-07-10', '17:30')).toEqual({ reason: 'summer', until: '2026-07-10T21:00:00+02:00' });
    expect(ban('CZ', '2026-07-11', '08:00')).toEqual({ reason: 'summerSaturday', until: '2026-07-11T13:00:00+02:00' });
  });

  it('Slovakia and Slovenia: their Sunday hours', () => {
    expect(ban('SK', '2026-11-29', '06:00')).toEqual({ reason: 'sunday', until: '2026-11-29T22:00:00+01:00' });
    expect(ban('SI', '2026-11-29', '07:59')).toBeUndefined();
    expect(ban('SI', '2026-11-29', '08:00')).toEqual({ reason: 'sunday', until: '2026-11-29T21:00:00+01:00' });
  });

  it('Poland: above 12 t only, holidays and their eves, no Sunday ban but in summer', () => {
    expect(ban('PL', '2026-11-11', '10:00', 12_000)).toBeUndefined();
    expect(ban('PL', '2026-11-11', '10:00', 40_000)).toEqual({ reason: 'holiday', until: '2026-11-11T22:00:00+01:00' });
    expect(ban('PL', '2026-11-10', '19:00', 40_000)).toEqual({ reason: 'holiday', until: '2026-11-10T22:00:00+01:00' });
    expect(ban('PL', '2026-11-29', '10:00', 40_000)).toBeUndefined();
    // from the last Friday of June (26 June 2026)
    expect(ban('PL', '2026-06-19', '19:00', 40_000)).toBeUndefined();
    expect(ban('PL', '2026-06-26', '19:00', 40_000)).toEqual({ reason: 'summer', until: '2026-06-26T22:00:00+02:00' });
    expect(ban('PL', '2026-07-04', '09:00', 40_000)).toEqual({ reason: 'summerSaturday', until: '2026-07-04T14:00:00+02:00' });
    expect(ban('PL', '2026-07-05', '09:00', 40_000)).toEqual({ reason: 'sunday', until: '2026-07-05T22:00:00+02:00' });
  });

  it('Hungary: Saturday 22:00 to Sunday 22:00, from 15:00 in summer', () => {
    expect(ban('HU', '2026-11-28', '22:00')).toEqual({ reason: 'sunday', until: '2026-11-29T22:00:00+01:00' });
    expect(ban('HU', '2026-07-04', '15:00')).toEqual({ reason: 'saturday', until: '2026-07-05T22:00:00+02:00' });
    expect(ban('HU', '2026-11-28', '15:00')).toBeUndefined();
  });

  it('names the countries crossed whose bans are set road by road, once each, for vehicles above 3.5 t', () => {
    expect(roadByRoadBansOn(['FR', 'ES', 'PT', 'ES'], 12_000)).toEqual(['ES', 'PT']);
    expect(roadByRoadBansOn(['IT', 'SI', 'HR'], 7500)).toEqual(['HR']);
    expect(roadByRoadBansOn(['FR', 'ES'], 3500)).toEqual([]);
    expect(roadByRoadBansOn(['FR', 'ES'], undefined)).toEqual([]);
    expect(roadByRoadBansOn(['FR', 'DE'], 40_000)).toEqual([]);
  });
});

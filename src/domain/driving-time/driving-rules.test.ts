import { describe, expect, it } from 'vitest';
import { BREAK_SECONDS, CREW_DAILY_REST_SECONDS, DAILY_DRIVING_LIMIT_SECONDS, DAILY_REST_SECONDS, lawfulDrive } from './driving-rules.ts';

const h = (hours: number, minutes = 0) => hours * 3600 + minutes * 60;

describe('a drive kept within the EU driving-time rules', () => {
  it('a short drive needs no stop', () => {
    expect(lawfulDrive(h(4, 30), 1)).toEqual({ crew: 1, drivingSeconds: h(4, 30), breaks: 0, dailyRests: 0, elapsedSeconds: h(4, 30) });
  });

  it('one driver stops 45 minutes after 4 h 30 at the wheel', () => {
    expect(lawfulDrive(h(5, 30), 1)).toMatchObject({ breaks: 1, dailyRests: 0, elapsedSeconds: h(5, 30) + BREAK_SECONDS });
    expect(lawfulDrive(DAILY_DRIVING_LIMIT_SECONDS, 1)).toMatchObject({ breaks: 1, dailyRests: 0 });
  });

  it('Marseille → Bruxelles, 14 h 37 at the wheel: one driver rests 11 hours on the way and arrives 27 h 07 after leaving', () => {
    const drive = lawfulDrive(h(14, 37), 1);
    expect(drive).toMatchObject({ breaks: 2, dailyRests: 1 });
    expect(drive.elapsedSeconds).toBe(h(14, 37) + 2 * BREAK_SECONDS + DAILY_REST_SECONDS);
    expect(drive.elapsedSeconds).toBe(h(27, 7));
  });

  it('a crew of two takes turns: the vehicle does not stop within twice a driver’s day', () => {
    expect(lawfulDrive(h(14, 37), 2)).toEqual({ crew: 2, drivingSeconds: h(14, 37), breaks: 0, dailyRests: 0, elapsedSeconds: h(14, 37) });
  });

  it('a crew stops 9 hours once both have driven their day', () => {
    expect(lawfulDrive(h(20), 2)).toMatchObject({ dailyRests: 1, elapsedSeconds: h(20) + CREW_DAILY_REST_SECONDS });
  });

  it('a long drive alone: a day of 9 hours with its break, then 11 hours of rest, each day', () => {
    // 30 h at the wheel: 9 + 9 + 9 + 3, three rests, three days with one break each
    expect(lawfulDrive(h(30), 1)).toMatchObject({
      breaks: 3,
      dailyRests: 3,
      elapsedSeconds: h(30) + 3 * BREAK_SECONDS + 3 * DAILY_REST_SECONDS,
    });
  });

  it('nothing to drive, nothing to stop for', () => {
    expect(lawfulDrive(0, 1).elapsedSeconds).toBe(0);
  });
});

import { formatDuration } from '../domain/pricing/delivery-estimate.ts';
import type { Translate as TranslateKeys } from './translate.ts';
import { type LawfulDrive, BREAK_SECONDS, dailyRestSeconds } from '../domain/driving-time/driving-rules.ts';

export type DriveTextKey = `booking.drive.${'secondDriver' | 'crew' | 'oneDriver' | 'breaks' | 'rests' | 'stops' | 'nonStop'}`;
type Translate = TranslateKeys<DriveTextKey>;

/**
 * How an offer is driven, in one line for the cards, the recap, the document and the emails:
 * time at the wheel, one driver or two, the stops the rules ask for, and what the second driver
 * costs when the price may be shown (`secondDriver`, formatted in the reader's language).
 */
export function driveText(drive: LawfulDrive, t: Translate, secondDriver?: string): string {
  const how = driving(drive, t);
  return secondDriver === undefined ? how : `${how}. ${t('booking.drive.secondDriver', { amount: secondDriver })}`;
}

function driving(drive: LawfulDrive, t: Translate): string {
  const duration = formatDuration(drive.drivingSeconds);
  const who = t(drive.crew === 2 ? 'booking.drive.crew' : 'booking.drive.oneDriver', { duration });
  const stops = [
    ...(drive.breaks > 0 ? [t('booking.drive.breaks', { number: drive.breaks, minutes: BREAK_SECONDS / 60 })] : []),
    ...(drive.dailyRests > 0
      ? [
          t('booking.drive.rests', {
            number: drive.dailyRests,
            hours: dailyRestSeconds(drive.crew) / 3600,
          }),
        ]
      : []),
  ];
  if (stops.length > 0) return `${who} — ${t('booking.drive.stops', { stops: stops.join(', ') })}`;
  return drive.crew === 2 ? `${who} — ${t('booking.drive.nonStop')}` : who;
}

import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import type { PhonePosition } from '#src/domain/transport/delivery-proof.ts';
import { Tick } from '../ui/tick.tsx';

/** How often the phone's position is sent while shared: "every few minutes". */
const SEND_EVERY_MS = 3 * 60_000;

const consentKey = (quoteRequestId: string) => `drive-position:${quoteRequestId}`;

/**
 * With the driver's consent (asked here, kept on the phone for this job), the phone's
 * position is read while the page is open and sent every few minutes; the last one goes with the
 * delivery's proof. The shipper's pages turn it into a distance left, never show it.
 */
export function PositionSharing({
  link,
  quoteRequestId,
  onPosition,
}: {
  link: string;
  quoteRequestId: string;
  onPosition: (position: PhonePosition | null) => void;
}) {
  const { t, language } = useTranslation();
  const [consent, setConsent] = useState(() => window.localStorage.getItem(consentKey(quoteRequestId)) === 'yes');
  const [state, setState] = useState<'sharing' | 'unavailable' | null>(null);
  const told = useEffectEvent((position: PhonePosition | null) => onPosition(position));

  useEffect(() => {
    if (!consent) return;
    if (!('geolocation' in navigator)) {
      const shown = window.setTimeout(() => setState('unavailable'), 0);
      return () => window.clearTimeout(shown);
    }
    let last: { position: PhonePosition; at: string } | null = null;
    let sentAt = 0;
    const send = () => {
      if (!last) return;
      sentAt = Date.now();
      void fetch(`/api/drive/${encodeURIComponent(link)}/positions?language=${language}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ at: last.at, ...last.position }),
      }).catch(() => undefined);
    };
    const watch = navigator.geolocation.watchPosition(
      ({ coords, timestamp }) => {
        last = {
          position: { lat: coords.latitude, lon: coords.longitude, accuracyM: coords.accuracy },
          at: new Date(timestamp).toISOString(),
        };
        told(last.position);
        setState('sharing');
        if (Date.now() - sentAt >= SEND_EVERY_MS) send();
      },
      () => setState('unavailable'),
      { enableHighAccuracy: true, maximumAge: 60_000 },
    );
    // A phone standing still reports no change: its last position is sent again on time.
    const again = window.setInterval(send, SEND_EVERY_MS);
    return () => {
      navigator.geolocation.clearWatch(watch);
      window.clearInterval(again);
    };
  }, [consent, link, language]);

  return (
    <Tick
      className="drive__position"
      type="checkbox"
      checked={consent}
      label={t('drive.position.label')}
      hint={t('drive.position.hint')}
      onChange={(event) => {
        const agreed = event.currentTarget.checked;
        window.localStorage.setItem(consentKey(quoteRequestId), agreed ? 'yes' : 'no');
        setConsent(agreed);
        if (!agreed) {
          setState(null);
          onPosition(null);
        }
      }}
    >
      <p role="status" className="field__hint">
        {state && consent ? t(`drive.position.${state}`) : ''}
      </p>
    </Tick>
  );
}

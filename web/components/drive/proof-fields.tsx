import { type PointerEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { PHOTO_MAX_BYTES } from '#src/domain/transport/delivery-proof.ts';

// The consignee signs on the driver's screen with a finger or a stylus (pointer events);
// the photo of the goods or the signed paper is reduced on the phone to at most 1 MB before it is
// kept or sent. Both need scripts: without them the typed name and the tick are the proof.

/** The strokes drawn so far, as a PNG data: URL; null before any. */
export function SignaturePad({ onChange }: { onChange: (signature: string | null) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const [signed, setSigned] = useState(false);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const scale = event.currentTarget.width / box.width;
    return { x: (event.clientX - box.left) * scale, y: (event.clientY - box.top) * scale };
  };
  const draw = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d');
    const from = last.current;
    if (!context || !from) return;
    const to = point(event);
    context.lineWidth = 3;
    context.lineCap = 'round';
    context.strokeStyle = '#14213d';
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
    last.current = to;
  };
  const end = () => {
    if (!last.current) return;
    last.current = null;
    setSigned(true);
    onChange(canvas.current?.toDataURL('image/png') ?? null);
  };
  const clear = () => {
    const element = canvas.current;
    element?.getContext('2d')?.clearRect(0, 0, element.width, element.height);
    setSigned(false);
    onChange(null);
  };

  return (
    <div className="field drive__signature">
      <p id={`${id}-label`} className="drive__label">
        {t('drive.signature.label')}
      </p>
      <canvas
        ref={canvas}
        width={600}
        height={240}
        role="img"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          last.current = point(event);
        }}
        onPointerMove={draw}
        onPointerUp={end}
        onPointerCancel={end}
      />
      <p id={`${id}-hint`} className="field__hint">
        {t(signed ? 'drive.signature.signed' : 'drive.signature.hint')}
      </p>
      <button type="button" className="drive__secondary" onClick={clear} disabled={!signed}>
        {t('drive.signature.clear')}
      </button>
    </div>
  );
}

/** A photo of the goods or the signed paper, reduced to at most `maxBytes` (JPEG), as a data: URL. */
export function PhotoField({ onChange }: { onChange: (photo: string | null) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [state, setState] = useState<'none' | 'reducing' | 'kept' | 'failed'>('none');
  return (
    <div className="field drive__photo">
      <p className="drive__label">{t('drive.photo.label')}</p>
      {/* The browser's own file button speaks the browser's language: this one speaks the driver's. */}
      <label htmlFor={`${id}-photo`} className="drive__secondary">
        {t('drive.photo.take')}
      </label>
      <input
        id={`${id}-photo`}
        className="visually-hidden"
        type="file"
        accept="image/*"
        capture="environment"
        aria-describedby={`${id}-photo-hint`}
        onChange={async (event) => {
          const file = event.currentTarget.files?.[0];
          if (!file) return onChange(null);
          setState('reducing');
          try {
            onChange(await reducedPhoto(file));
            setState('kept');
          } catch {
            onChange(null);
            setState('failed');
          }
        }}
      />
      <p id={`${id}-photo-hint`} className="field__hint" aria-live="polite">
        {t(`drive.photo.${state}`)}
      </p>
    </div>
  );
}

/** The phone's photo drawn smaller and compressed until it fits: 1,600 px on its long side, then less. */
export async function reducedPhoto(file: Blob, maxBytes = PHOTO_MAX_BYTES): Promise<string> {
  const bitmap = await createImageBitmap(file);
  let scale = Math.min(1, 1600 / Math.max(bitmap.width, bitmap.height));
  let quality = 0.85;
  for (let attempt = 0; attempt < 12; attempt++) {
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    if (blob && blob.size <= maxBytes) return dataUrlOf(blob);
    if (quality > 0.55) quality -= 0.15;
    else scale *= 0.75;
  }
  throw new Error('photo too large');
}

const dataUrlOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable photo'));
    reader.readAsDataURL(blob);
  });

import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, SIGNATURE_MAX_BYTES, imageOf, proofRefusal, proofSummary } from './delivery-proof.ts';

const png = (size = 64) => Uint8Array.from({ length: size }, (_, index) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a][index] ?? 0);
const jpeg = (size = 64) => Uint8Array.from({ length: size }, (_, index) => [0xff, 0xd8, 0xff][index] ?? 0);

describe('the proof of delivery', () => {
  it('takes a signature only as a PNG under its size, a photo as a JPEG or PNG of at most 1 MB', () => {
    expect(imageOf(png(), 'signature')).toBe('image/png');
    expect(imageOf(jpeg(), 'signature')).toBeUndefined();
    expect(imageOf(png(SIGNATURE_MAX_BYTES + 1), 'signature')).toBeUndefined();
    expect(imageOf(jpeg(), 'photo')).toBe('image/jpeg');
    expect(imageOf(png(), 'photo')).toBe('image/png');
    expect(imageOf(jpeg(PHOTO_MAX_BYTES), 'photo')).toBe('image/jpeg');
    expect(imageOf(jpeg(PHOTO_MAX_BYTES + 1), 'photo')).toBeUndefined();
    expect(imageOf(new TextEncoder().encode('<svg onload="alert(1)">'), 'photo')).toBeUndefined();
  });

  it('needs the consignee’s mark: a signature, or the tick for one who cannot draw', () => {
    const signature = { bytes: png(), sha256: 'x', type: 'image/png' as const };
    expect(proofRefusal({ signature: null, inGoodOrder: false })).toBe('signatureOrTick');
    expect(proofRefusal({ signature: null, inGoodOrder: true })).toBeUndefined();
    expect(proofRefusal({ signature, inGoodOrder: false })).toBeUndefined();
    expect(proofSummary({ signature, inGoodOrder: false, photo: null })).toEqual({ signed: true, inGoodOrder: false, photos: 0 });
  });
});

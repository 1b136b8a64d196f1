// The proof of delivery the driver's phone gathers — the consignee's typed name and a
// signature drawn on the screen (or, for one who cannot draw, the name and a tick "received in
// good order"), an optional photo reduced on the phone to at most 1 MB, the time, and the place
// when the driver agreed to share it.

/** The largest photo the server keeps: the page reduces the phone's to this. */
export const PHOTO_MAX_BYTES = 1_000_000;
/** A signature is a few strokes on a small canvas: a PNG far under this. */
export const SIGNATURE_MAX_BYTES = 200_000;

/** Where the phone was, as its browser said, when the driver agreed to share it. */
export interface PhonePosition {
  lat: number;
  lon: number;
  /** metres, the browser's estimate */
  accuracyM: number;
}

/** An image the phone sent: its bytes and what they are. */
export interface ProofImage {
  bytes: Uint8Array;
  type: 'image/png' | 'image/jpeg';
}

/** An image as kept: with the SHA-256 (hex) of its bytes, so that a copy can be checked against it. */
export interface KeptImage extends ProofImage {
  sha256: string;
}

export interface DeliveryProof<Image extends ProofImage = ProofImage> {
  receivedBy: string;
  inGoodOrder: boolean;
  signature: Image | null;
  photo: Image | null;
  /** ISO 8601: the delivery's time */
  at: string;
  position: PhonePosition | null;
}

/** What the delivery step says of its proof, on the timelines and to the shipper's systems. */
export interface ProofSummary {
  signed: boolean;
  inGoodOrder: boolean;
  photos: number;
}

/** A proof as kept, each image with its hash. */
export type KeptProof = DeliveryProof<KeptImage>;

export const proofSummary = (proof: Pick<DeliveryProof, 'signature' | 'inGoodOrder' | 'photo'>): ProofSummary => ({
  signed: proof.signature !== null,
  inGoodOrder: proof.inGoodOrder,
  photos: proof.photo ? 1 : 0,
});

/** Why a proof is refused: no signature and no tick, or an image that is not one or too large. */
export type ProofRefusal = 'signatureOrTick' | 'signatureImage' | 'photoImage';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, index) => bytes[index] === byte);

/** The image's type by its first bytes, when it is the one expected and within its size. */
export function imageOf(bytes: Uint8Array, kind: 'signature' | 'photo'): KeptImage['type'] | undefined {
  if (kind === 'signature') return bytes.length <= SIGNATURE_MAX_BYTES && startsWith(bytes, PNG) ? 'image/png' : undefined;
  if (bytes.length > PHOTO_MAX_BYTES) return undefined;
  return startsWith(bytes, JPEG) ? 'image/jpeg' : startsWith(bytes, PNG) ? 'image/png' : undefined;
}

/** A proof needs the consignee's mark: a signature, or the tick for one who cannot draw. */
export const proofRefusal = (proof: Pick<DeliveryProof, 'signature' | 'inGoodOrder'>): ProofRefusal | undefined =>
  proof.signature === null && !proof.inGoodOrder ? 'signatureOrTick' : undefined;

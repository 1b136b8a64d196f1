import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, instant, uuidPrimaryKey } from './columns.ts';
import { QuoteRequestEntity } from './quote-request.entity.ts';

/**
 * Table delivery_proofs: what the driver's phone gathered at a delivery — the name
 * typed, the tick, the signature and the photo with their SHA-256, the delivery's time and the
 * phone's position when the driver agreed to share it. One per delivery step (its tap).
 */
export const DeliveryProofEntity = defineEntity({
  name: 'DeliveryProof',
  tableName: 'delivery_proofs',
  properties: {
    id: uuidPrimaryKey(),
    createdAt: createdAt(),
    quoteRequest: () => p.manyToOne(QuoteRequestEntity).deleteRule('cascade'),
    /** the delivery step's tap */
    tap: p.uuid().unique(),
    deliveredAt: instant(),
    receivedBy: p.string().length(200),
    inGoodOrder: p.boolean(),
    signature: p.blob().nullable(),
    signatureSha256: p.string().length(64).nullable(),
    photo: p.blob().nullable(),
    photoSha256: p.string().length(64).nullable(),
    photoType: p.string().length(20).nullable(),
    latitude: p.double().nullable(),
    longitude: p.double().nullable(),
    accuracyM: p.double().nullable(),
  },
  indexes: [{ properties: ['quoteRequest', 'createdAt'] }],
});

/**
 * Table driver_positions: where the driver's phone was, every few minutes while the
 * job's page was open and the driver agreed; deleted 30 days after the delivery.
 */
export const DriverPositionEntity = defineEntity({
  name: 'DriverPosition',
  tableName: 'driver_positions',
  properties: {
    id: uuidPrimaryKey(),
    /** when the server received it */
    createdAt: createdAt(),
    quoteRequest: () => p.manyToOne(QuoteRequestEntity).deleteRule('cascade'),
    /** when the phone read it */
    at: instant(),
    latitude: p.double(),
    longitude: p.double(),
    accuracyM: p.double(),
  },
  indexes: [{ properties: ['quoteRequest', 'at'] }],
});

/**
 * Table incident_photos: the photo a driver adds to a problem reported from the phone
 * (damage, refused…), reduced on the phone to at most 1 MB, with its SHA-256; for the agents.
 */
export const IncidentPhotoEntity = defineEntity({
  name: 'IncidentPhoto',
  tableName: 'incident_photos',
  properties: {
    id: uuidPrimaryKey(),
    createdAt: createdAt(),
    quoteRequest: () => p.manyToOne(QuoteRequestEntity).deleteRule('cascade'),
    /** the problem's tap */
    tap: p.uuid().unique(),
    photo: p.blob(),
    photoSha256: p.string().length(64),
    photoType: p.string().length(20),
  },
  indexes: [{ properties: ['quoteRequest', 'createdAt'] }],
});

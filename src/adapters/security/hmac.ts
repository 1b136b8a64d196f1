import { createHmac } from 'node:crypto';

/** HMAC-SHA256, computed here only: the server's link signatures (node-secrets.ts), and the webhooks' legacy `Flash-Signature` under a receiver's secret. */
export const hmac = (key: string, text: string) => createHmac('sha256', key).update(text).digest();

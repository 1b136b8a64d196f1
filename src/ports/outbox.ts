/** Messages are queued with their record; this only tells the deliverer there is work now. */
export interface Outbox {
  wake(): void;
}

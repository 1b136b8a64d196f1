import { Migration } from '@mikro-orm/migrations';

export class Migration20261127060000_booked_transports_close_their_lead extends Migration {
  override name = 'Migration20261127060000_booked_transports_close_their_lead';

  override up(): void | Promise<void> {
    // Issue 49: a transport already booked had its call done; its lead leaves the inbox, by the agent who booked it.
    this.addSql(`insert into "lead_status_changes" ("id", "created_at", "lead_type", "lead_id", "status", "note", "changed_by_id")
      select gen_random_uuid(), now(), 'quote-request', r."id", 'won', 'Transport réservé\u202f: la demande est traitée.', b."recorded_by_id"
        from "quote_requests" r
        join lateral (select m."recorded_by_id" from "transport_moves" m
                       where m."quote_request_id" = r."id" and m."kind" = 'book' order by m."created_at" limit 1) b on true
       where coalesce((select c."status" from "lead_status_changes" c where c."lead_type" = 'quote-request' and c."lead_id" = r."id"
                        order by c."created_at" desc, c."id" desc limit 1), 'new') in ('new', 'taken');`);
  }

  override down(): void | Promise<void> {
    // The trail is append-only: what was recorded stays.
  }
}

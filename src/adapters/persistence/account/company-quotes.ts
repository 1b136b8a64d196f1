// The company's quotes: its people's, by the contact's address, and its keys', by their owner key.
// Takes the account's id twice.
export const COMPANY_QUOTES = `
  from quotes q left join quote_requests r on r.quote_id = q.id
 where (lower(q.email) in (select p.email from account_people p where p.account_id = ? and p.removed_at is null)
        or q.owner_key in (select k.owner_key from api_keys k where k.account_id = ?))`;

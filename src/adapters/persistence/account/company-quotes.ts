// The company's quotes: those stored as its own, by proof — made by one of its
// signed-in people or one of its keys, or added by its own person. The one definition behind the
// list and its search, the statement, book again, the address book's fill and /api/v1.
// Takes the account's id once.
export const COMPANY_QUOTES = `
  from quotes q left join quote_requests r on r.quote_id = q.id
 where q.account_id = ?`;

import type { Composition } from '#src/container.ts';

/** A staff account created and signed in through the use cases, as `make admin` then the login form: its id. */
export async function staffUserId(composition: Composition, username: string): Promise<string> {
  const password = 'correct horse battery staple';
  await composition.services.admin.setPassword(username, password);
  const session = await composition.services.admin.logIn({ username, password, address: '10.9.9.9' });
  const staff = await composition.services.admin.authenticate(session.token);
  if (!staff) throw new Error(`no session for ${username}`);
  return staff.userId;
}

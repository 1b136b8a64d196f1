// `make api-key`: an API key for a business account's systems, from the terminal.
//   make api-key ACCOUNT=achats@client.fr NAME="ERP production" [LIMIT=120]   issues a key, shown once
//   make api-key REVOKE=<key id>                                               revokes a key
import { InvalidInput } from './application/errors.ts';
import { createLogger } from './adapters/logging/winston-logger.ts';
import { loadConfig } from './config.ts';
import { compose } from './container.ts';
import { orExitWithMessage } from './startup-failure.ts';

const config = await orExitWithMessage(async () => loadConfig());
const logger = createLogger({ level: 'warn', format: config.LOG_FORMAT });
const composition = await orExitWithMessage(() => compose(config, logger, undefined, { tool: true }));
try {
  const revoke = process.env.REVOKE?.trim();
  if (revoke) {
    const done = /^[0-9a-f-]{36}$/i.test(revoke) && (await composition.services.api.revoke(revoke));
    console.log(done ? `Clé ${revoke} révoquée : elle n'ouvre plus rien.` : `Aucune clé active ${revoke}.`);
    if (!done) process.exitCode = 1;
  } else {
    const { key, record } = await composition.services.api.issueKey({
      accountEmail: process.env.ACCOUNT ?? '',
      name: process.env.NAME ?? '',
      ...(process.env.LIMIT ? { limitPerMinute: Number(process.env.LIMIT) } : {}),
    });
    console.log(`Clé « ${record.name} » (${record.id}), ${record.limitPerMinute} requêtes par minute.`);
    console.log(`Clé (affichée une seule fois) : ${key}`);
  }
} catch (error) {
  if (!(error instanceof InvalidInput)) throw error;
  const field = error.errors[0]?.field;
  console.error(
    field === 'account'
      ? error.errors[0]?.key === 'accountNotAccepted'
        ? "Ce compte entreprise n'est pas accepté (statut « Gagné » dans l'administration) : une clé n'est délivrée qu'à un compte accepté."
        : "Aucune demande de compte entreprise à cette adresse (ACCOUNT=…) : la clé est pour un compte qui l'a demandé."
      : field === 'name'
        ? 'Donnez un nom à la clé (NAME=…), pour la reconnaître.'
        : 'LIMIT : un nombre de requêtes par minute, de 1 à 10 000.',
  );
  process.exitCode = 1;
} finally {
  await composition.dispose();
}

// `make admin`: creates a staff account or resets its password, from the terminal.
//   make admin                 asks for the username, then the password (never echoed)
//   make admin NAME=user GENERATE=1   generates a password and prints it once
// With no terminal (a script), the password is read from the first line of standard input.
import { createInterface } from 'node:readline/promises';
import { InvalidInput } from './application/errors.ts';
import { MIN_PASSWORD_LENGTH } from './application/admin/set-staff-password.ts';
import { createLogger } from './adapters/logging/winston-logger.ts';
import { loadConfig } from './config.ts';
import { compose } from './container.ts';
import { orExitWithMessage } from './startup-failure.ts';

async function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
  }
}

/** Reads a line without showing what is typed. */
async function askHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY) return ask('');
  process.stdout.write(question);
  process.stdin.setRawMode(true);
  process.stdin.resume();
  let typed = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      for (const character of chunk.toString('utf8')) {
        if (character === '\u0003') {
          process.stdin.setRawMode(false);
          reject(new Error('cancelled'));
          return;
        }
        if (character === '\r' || character === '\n') {
          process.stdin.setRawMode(false);
          process.stdin.pause();
          process.stdin.off('data', onData);
          process.stdout.write('\n');
          resolve(typed);
          return;
        }
        typed = character === '\u007f' ? typed.slice(0, -1) : typed + character;
      }
    };
    process.stdin.on('data', onData);
  });
}

const config = await orExitWithMessage(async () => loadConfig());
const logger = createLogger({ level: 'warn', format: config.LOG_FORMAT });
const username = process.env.USER_NAME || (await ask("Nom d'utilisateur : "));
const generate = Boolean(process.env.GENERATE);
let password: string | undefined;
if (!generate) {
  password = await askHidden(`Mot de passe (${MIN_PASSWORD_LENGTH} caractères au moins) : `);
  if (process.stdin.isTTY && (await askHidden('Encore une fois : ')) !== password) {
    console.error("Les deux saisies diffèrent : rien n'a été changé.");
    process.exit(1);
  }
}
const composition = await orExitWithMessage(() => compose(config, logger, undefined, { tool: true }));
try {
  const result = await composition.services.admin.setPassword(username, password);
  console.log(`Compte ${result.username} ${result.outcome === 'created' ? 'créé' : 'mis à jour (ses sessions ouvertes sont fermées)'}.`);
  if (result.generatedPassword) console.log(`Mot de passe (affiché une seule fois) : ${result.generatedPassword}`);
} catch (error) {
  if (error instanceof InvalidInput) {
    console.error(
      error.errors.some((e) => e.key === 'passwordTooShort')
        ? `Mot de passe trop court (${MIN_PASSWORD_LENGTH} caractères au moins).`
        : "Nom d'utilisateur invalide (3 à 100 caractères : lettres, chiffres, . _ @ -).",
    );
    process.exitCode = 1;
  } else {
    throw error;
  }
} finally {
  await composition.dispose();
}

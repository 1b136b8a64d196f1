// `make seed`: migrate, then load the reference data of fixtures/ into empty tables. On the
// embedded database with no staff account yet (a fresh `make run`), create one and print its
// generated password once: there is no default password anywhere.
import { loadConfig } from './config.ts';
import { compose } from './container.ts';
import { orExitWithMessage } from './startup-failure.ts';
import { createLogger } from './adapters/logging/winston-logger.ts';
import { withAdvisoryLock } from './adapters/persistence/advisory-lock.ts';
import { seedReferenceData } from './adapters/persistence/seed/reference-data.ts';

const config = await orExitWithMessage(async () => loadConfig());
const logger = createLogger({ level: config.LOG_LEVEL, format: config.LOG_FORMAT });
const composition = await orExitWithMessage(() => compose(config, logger, undefined, { tool: true }));
try {
  // Instances started together seed one at a time: the others find the tables filled.
  await withAdvisoryLock(composition.database.orm.em, 'flash-transport: seed', async () => {
    await seedReferenceData(composition.database.orm.em.fork(), logger);
    if (composition.database.kind === 'embedded' && (await composition.services.admin.staffCount()) === 0) {
      const { username, generatedPassword } = await composition.services.admin.setPassword('admin');
      console.log(`\n  Back office: /FR/admin — user "${username}", password ${generatedPassword}`);
      console.log('  (shown once; `make admin` resets it)\n');
    }
  });
} finally {
  await composition.dispose();
}

// `make seed`: migrate, then load the reference data of fixtures/ into empty tables.
import { loadConfig } from '../../../config.ts';
import { createLogger } from '../../logging/winston-logger.ts';
import { openDatabase } from '../database.ts';
import { seedReferenceData } from './reference-data.ts';

const config = loadConfig();
const logger = createLogger({ level: config.LOG_LEVEL, format: config.LOG_FORMAT });
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }, logger);
try {
  await seedReferenceData(database.orm.em.fork(), logger);
} finally {
  await database.close();
}

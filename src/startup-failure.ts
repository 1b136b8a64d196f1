import { EmbeddedDatabaseError } from './adapters/persistence/embedded-database-error.ts';
import { ConfigError } from './config.ts';

/**
 * Starts a program's composition; a failure the person can fix (a setting, the embedded
 * database's directory or owner) is said in one message and exit status 1, never a stack trace.
 */
export async function orExitWithMessage<T>(start: () => Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (error) {
    if (error instanceof ConfigError || error instanceof EmbeddedDatabaseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

import { DataDirLockedError, UnsupportedPoolerError } from '@linkloom/db';
import { ConfigError, loadConfig } from './config';
import { createLogger, readyLine } from './logger';
import { startRuntime } from './runtime';

function fail(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    fail(error instanceof ConfigError ? error.message : String(error));
  }
  // A terminal gets readable lines; pipes and log collectors get JSON (issue 17).
  const logger = createLogger(config, { isTty: process.stdout.isTTY === true });

  let runtime;
  try {
    runtime = await startRuntime(config, logger);
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof UnsupportedPoolerError) {
      fail(`Linkloom cannot start: ${error.message}`);
    }
    logger.fatal({ err: error }, 'boot failed');
    process.exit(1);
  }
  if (runtime.url) {
    process.stdout.write(`\n${readyLine(config, runtime.database.driver)}\n\n`);
  }

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const bound = (config.SHUTDOWN_TIMEOUT_SECONDS + 10) * 1000;
    setTimeout(() => {
      logger.error('shutdown took too long: exiting');
      process.exit(1);
    }, bound).unref();
    runtime.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

await main();

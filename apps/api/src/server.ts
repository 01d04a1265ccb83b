// Production entry: read the config, build, listen, and shut down cleanly on SIGTERM/SIGINT.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { removeServerAddress, writeServerAddress } from './lib/server-address';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp(config, {
    prerenderImages: config.prerenderImages,
    alertWorker: true,
    describePictures: true,
  });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    removeServerAddress(config.dataDir);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  if (address && typeof address === 'object') writeServerAddress(config.dataDir, `http://127.0.0.1:${address.port}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

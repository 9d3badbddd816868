import './config/production-env.js';
import cluster from 'node:cluster';
import { loadConfig } from './config/config.js';
import { apiWorkers, startApiWorkers } from './server/api-workers.js';
import { serveApi } from './serve-api.js';

// The log is a pipe that closes when the process that started us dies (watchParent then stops us): a line written
// after that fails with EPIPE, and unhandled, that would end the process in the middle of its drain.
for (const log of [process.stdout, process.stderr]) log.on('error', () => undefined);

const config = loadConfig();
let workers = 1;
try {
  workers = apiWorkers(process.env.API_WORKERS, config.databaseUrl);
} catch (error) {
  console.error(`API not started: ${(error as Error).message}`);
  process.exit(1);
}
if (cluster.isPrimary && workers > 1) startApiWorkers(workers);
else await serveApi(config);

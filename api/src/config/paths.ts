import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The api/ folder, whether running from src (tests via tsc output) or dist. */
export const packageRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
export const migrationsDir = path.join(packageRoot, 'src/db/migrations');

import { sessionStore } from '../../lib/storage/session-store';
import { emptyRepair, sanitizeRepair } from './repair-fields';

/** The repair form as typed: a reload or a failed submit loses nothing. */
export const repairStore = sessionStore('remac.tradein.repair', emptyRepair, sanitizeRepair);

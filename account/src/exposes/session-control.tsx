import { exposeFragment } from '@remac/remote-kit';
import { account } from '../lib/remote';
import { SessionControl } from '../features/session/session-control';

export default exposeFragment(account, SessionControl);

import { exposeFragment } from '@remac/remote-kit';
import { account } from '../lib/remote';
import { MemberArea } from '../features/session/member-area';

export default exposeFragment(account, MemberArea);

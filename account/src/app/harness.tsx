import { createHarness } from '@remac/remote-kit/harness';
import Page from '../exposes/page';
import SessionControl from '../exposes/session-control';
import MemberArea from '../exposes/member-area';

void createHarness({ remote: 'account', modules: { Page, SessionControl, MemberArea } });

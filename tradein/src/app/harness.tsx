import { createHarness } from '@remac/remote-kit/harness';
import Page from '../exposes/page';

void createHarness({ remote: 'tradein', modules: { Page } });

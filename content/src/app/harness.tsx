import { createHarness } from '@remac/remote-kit/harness';
import Page from '../exposes/page';
import Newsletter from '../exposes/newsletter';
import ReviewsBand from '../exposes/reviews-band';

void createHarness({ remote: 'content', modules: { Page, Newsletter, ReviewsBand } });

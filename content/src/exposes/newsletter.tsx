import { exposeFragment } from '@remac/remote-kit';
import { content } from '../lib/remote';
import { NewsletterForm } from '../features/forms/newsletter-form';

export default exposeFragment(content, NewsletterForm);

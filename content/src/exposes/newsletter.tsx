import { content } from '../lib/remote';
import { NewsletterForm } from '../features/newsletter/newsletter-form';

export default content.fragment(NewsletterForm);

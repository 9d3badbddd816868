import { content } from '../lib/remote';
import { NewsletterForm } from '../features/forms/newsletter-form';

export default content.fragment(NewsletterForm);

import { ContentPage } from '../features/pages/content-page';
import { registerTranslations } from '../lib/translations';

registerTranslations();
export default ContentPage;

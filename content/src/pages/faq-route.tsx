import { FaqPage } from '../features/pages/faq-page';
import { LoadedPage } from '../features/pages/loaded-page';
import type { FaqContent } from '../features/pages/page-content';

export function FaqRoute() {
  return <LoadedPage<FaqContent> page="faq">{(content) => <FaqPage content={content} />}</LoadedPage>;
}

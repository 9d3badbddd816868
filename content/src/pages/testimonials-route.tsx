import type { RemotePageProps } from '@remac/shared-contracts';
import { LoadedPage } from '../features/pages/loaded-page';
import type { TestimonialsContent } from '../features/pages/page-content';
import { TestimonialsPage } from '../features/pages/testimonials-page';

export function TestimonialsRoute({ locale }: RemotePageProps) {
  return (
    <LoadedPage<TestimonialsContent> page="testimonials">{(content) => <TestimonialsPage content={content} locale={locale} />}</LoadedPage>
  );
}

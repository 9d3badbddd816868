export { defineRemote, type Remote } from './exposes/define-remote';
export { exposeFragment } from './exposes/expose-fragment';
export { exposePages, type RoutePages } from './exposes/expose-pages';
export { prefetchPages, type FragmentDataPrefetch, type PagePrefetch } from './exposes/prefetch-pages';
export { prefetchQuery } from './exposes/prefetch-query';
export { HostProvider, useHost } from './host/host-context';
export { defineTranslations, type TranslationResources, type Translations } from './translations/define-translations';
export { useReportPageMeta } from './seo/use-report-page-meta';
export { useReportPageOutcome } from './seo/use-report-page-outcome';

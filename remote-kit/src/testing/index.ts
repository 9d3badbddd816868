export { initTestI18n } from './init-test-i18n';
export { renderWithHost, type RenderOptions } from './render-with-host';

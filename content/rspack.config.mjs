import { rspack } from '@rspack/core';
import { createRemoteConfig } from '@remac/remote-kit/rspack';

const configs = createRemoteConfig(import.meta.url);

/** The server build reads every page's text synchronously (page-text-source.server.ts): pages render with their text. */
function withBundledPageTexts(config) {
  if (!config.name?.endsWith('-server')) return config;
  const replace = new rspack.NormalModuleReplacementPlugin(/[\\/]page-text-source$/, (resource) => {
    resource.request = `${resource.request}.server`;
  });
  return { ...config, plugins: [...config.plugins, replace] };
}

export default Array.isArray(configs) ? configs.map(withBundledPageTexts) : configs;

import type { TenantIntegrations } from './tenant-config.js';

export type ContentSource = 'script' | 'connect' | 'img' | 'frame' | 'style' | 'font';
export type IntegrationName = keyof TenantIntegrations;

interface Provider {
  /** The one script the shell loads for it. */
  script: string;
  /** What the provider's script loads or calls in turn: the host's Content-Security-Policy allows exactly these. */
  origins: Partial<Record<ContentSource, readonly string[]>>;
}

type Providers = { [Name in IntegrationName]: (config: NonNullable<TenantIntegrations[Name]>) => Provider };

const providers: Providers = {
  googleTag: ({ measurementId }) => ({
    script: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`,
    origins: {
      script: ['https://www.googletagmanager.com'],
      connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
      img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
    },
  }),
  metaPixel: () => ({
    script: 'https://connect.facebook.net/en_US/fbevents.js',
    origins: {
      script: ['https://connect.facebook.net'],
      connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
      img: ['https://www.facebook.com'],
    },
  }),
  chat: ({ propertyId, widgetId }) => ({
    script: `https://embed.tawk.to/${encodeURIComponent(propertyId)}/${encodeURIComponent(widgetId)}`,
    origins: {
      script: ['https://embed.tawk.to', 'https://cdn.jsdelivr.net'],
      connect: ['https://*.tawk.to', 'wss://*.tawk.to'],
      img: ['https://*.tawk.to', 'https://tawk.link'],
      frame: ['https://*.tawk.to'],
      style: ['https://embed.tawk.to'],
      font: ['https://embed.tawk.to'],
    },
  }),
  reviews: () => ({
    script: 'https://widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js',
    origins: {
      script: ['https://widget.trustpilot.com'],
      connect: ['https://widget.trustpilot.com'],
      frame: ['https://widget.trustpilot.com'],
    },
  }),
};

/** The provider's script URL and origins of one configured integration; `null` when the tenant has none. */
export function thirdPartyProvider<Name extends IntegrationName>(integrations: TenantIntegrations, name: Name): Provider | null {
  const config = integrations[name];
  return config ? providers[name](config as NonNullable<TenantIntegrations[Name]>) : null;
}

/** Every origin the configured integrations need, per kind of content, for the Content-Security-Policy. */
export function thirdPartyOrigins(integrations: TenantIntegrations): Record<ContentSource, string[]> {
  const origins: Record<ContentSource, Set<string>> = {
    script: new Set(),
    connect: new Set(),
    img: new Set(),
    frame: new Set(),
    style: new Set(),
    font: new Set(),
  };
  for (const name of Object.keys(providers) as IntegrationName[]) {
    const provider = thirdPartyProvider(integrations, name);
    for (const [source, list] of Object.entries(provider?.origins ?? {}) as [ContentSource, readonly string[]][]) {
      for (const origin of list) origins[source].add(origin);
    }
  }
  return Object.fromEntries(Object.entries(origins).map(([source, set]) => [source, [...set]])) as Record<ContentSource, string[]>;
}

import type { Locale, TenantConfig } from '@remac/shared-contracts';

function values(tenant: TenantConfig, locale: Locale): Record<string, string> {
  const { street, city, postalCode } = tenant.address;
  return {
    brand: tenant.name,
    email: tenant.email,
    phone: tenant.phones.join(', '),
    address: `${street[locale]}, ${postalCode} ${city[locale]}`,
  };
}

/** Replaces `{{brand}}`, `{{email}}`, `{{phone}}` and `{{address}}` in every string of the content. */
export function fillTenantPlaceholders<T>(content: T, tenant: TenantConfig, locale: Locale): T {
  const table = values(tenant, locale);
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') return value.replace(/\{\{(\w+)\}\}/g, (match, key: string) => table[key] ?? match);
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]));
    return value;
  };
  return fill(content) as T;
}

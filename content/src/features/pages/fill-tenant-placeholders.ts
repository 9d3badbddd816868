import type { Locale, TenantConfig } from '@remac/shared-contracts';

/** The rule placeholders the API's `shopRules.texts` fills. */
export const shopRuleKeys = ['freeShippingFrom', 'courierPrice', 'sameDayPrice', 'sameDayCutoff', 'cashLimit', 'maxInstallments'] as const;

function values(tenant: TenantConfig, locale: Locale): Record<string, string> {
  const { street, city, postalCode } = tenant.address;
  return {
    brand: tenant.name,
    email: tenant.email,
    phone: tenant.phones.join(', '),
    address: `${street[locale]}, ${postalCode} ${city[locale]}`,
  };
}

/**
 * Replaces `{{brand}}`, `{{email}}`, `{{phone}}` and `{{address}}` in every string of the content, and the shop's
 * rules (`{{freeShippingFrom}}`, `{{courierPrice}}`, `{{sameDayPrice}}`, `{{sameDayCutoff}}`, `{{cashLimit}}`,
 * `{{maxInstallments}}`) with the texts the API's `shopRules` gives.
 */
export function fillTenantPlaceholders<T>(content: T, tenant: TenantConfig, locale: Locale, rules: Record<string, string> = {}): T {
  const tenantValues = values(tenant, locale);
  const table = (key: string): string | undefined => tenantValues[key] ?? rules[key];
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') return value.replace(/\{\{(\w+)\}\}/g, (match, key: string) => table(key) ?? match);
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]));
    return value;
  };
  return fill(content) as T;
}

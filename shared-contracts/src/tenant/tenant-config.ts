/** The business behind the storefront. One place for every name, address and link the pages show. */
export interface TenantConfig {
  /** Value of the `Tenant` header sent to the API. */
  id: string;
  name: string;
  /** Used in localized slugs such as `/sxetika-me-to-{brand}`. */
  brandSlug: string;
  legalName: string;
  email: string;
  phones: readonly string[];
  address: { street: { el: string; en: string }; city: { el: string; en: string }; postalCode: string; country: string };
  directionsUrl: string;
  /** ISO weekday numbers (1 = Monday) with opening hours. */
  hours: { days: readonly number[]; opens: string; closes: string };
  social: readonly { network: 'facebook' | 'instagram' | 'youtube'; url: string }[];
  vatNumber: string;
  taxOffice: string;
  siteUrl: string;
  /** Third-party services the shop uses; `null` leaves one out (no script, no consent needed for it). */
  integrations: TenantIntegrations;
}

export interface TenantIntegrations {
  /** Google tag (Analytics / Ads) measurement id, e.g. `G-…`: loaded only after the visitor accepts all cookies. */
  googleTag: { measurementId: string } | null;
  /** Meta pixel id: loaded only after the visitor accepts all cookies. */
  metaPixel: { pixelId: string } | null;
  /** Live chat (tawk.to): loaded after the first interaction or when the browser is idle. */
  chat: { provider: 'tawk'; propertyId: string; widgetId: string } | null;
  /** Reviews widget (Trustpilot TrustBox) in the home page's reviews band. */
  reviews: { provider: 'trustpilot'; businessUnitId: string; templateId: string; profileUrl: string } | null;
}

export const tenant: TenantConfig = {
  id: 'remac',
  name: 'ReMac',
  brandSlug: 'remac',
  legalName: 'ReMac Athens Μονοπρόσωπη Ι.Κ.Ε.',
  email: 'info@remac.gr',
  phones: ['+30 210 490 1234', '+30 694 412 3456'],
  address: {
    street: { el: 'Λεωφ. Γρηγορίου Λαμπράκη 125', en: '125 Grigoriou Lambraki Ave.' },
    city: { el: 'Νίκαια', en: 'Nikaia' },
    postalCode: '18452',
    country: 'GR',
  },
  directionsUrl: 'https://www.google.com/maps/dir/?api=1&destination=Grigoriou+Lambraki+125+Nikaia+18452',
  hours: { days: [1, 2, 3, 4, 5], opens: '10:00', closes: '18:00' },
  social: [
    { network: 'facebook', url: 'https://www.facebook.com/remac.gr' },
    { network: 'instagram', url: 'https://www.instagram.com/remac.gr' },
    { network: 'youtube', url: 'https://www.youtube.com/@remacgr' },
  ],
  vatNumber: '094259216',
  taxOffice: 'ΔΟΥ Νίκαιας',
  siteUrl: 'https://www.remac.gr',
  integrations: {
    googleTag: { measurementId: 'G-RM4C8A7H2N' },
    metaPixel: { pixelId: '804215637291845' },
    chat: { provider: 'tawk', propertyId: '6741c2a92480f5b4f5a1e0d3', widgetId: '1idd8k2qv' },
    reviews: {
      provider: 'trustpilot',
      businessUnitId: '5f3b2a9c1e7d4a0001c8e4b2',
      templateId: '5419b6ffb0d04a076446a9af',
      profileUrl: 'https://www.trustpilot.com/review/remac.gr',
    },
  },
};

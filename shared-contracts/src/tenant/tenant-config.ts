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
};

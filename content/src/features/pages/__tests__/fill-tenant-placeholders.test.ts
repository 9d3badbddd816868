import { tenant } from '@remac/shared-contracts';
import { fillTenantPlaceholders } from '../fill-tenant-placeholders';

describe('fillTenantPlaceholders', () => {
  const content = {
    title: 'About {{brand}}',
    sections: [{ heading: 'Contact', paragraphs: ['Write to {{email}} or call {{phone}}.', 'Visit us at {{address}}.'] }],
    nested: { deeper: { list: ['{{brand}} and {{brand}}'] } },
    rating: 5,
    published: true,
    note: null,
  };

  it('replaces the tenant placeholders in every string, however deep', () => {
    expect(fillTenantPlaceholders(content, tenant, 'en')).toEqual({
      title: 'About ReMac',
      sections: [
        {
          heading: 'Contact',
          paragraphs: [
            'Write to info@remac.gr or call +30 210 490 1234, +30 694 412 3456.',
            'Visit us at 125 Grigoriou Lambraki Ave., 18452 Nikaia.',
          ],
        },
      ],
      nested: { deeper: { list: ['ReMac and ReMac'] } },
      rating: 5,
      published: true,
      note: null,
    });
  });

  it('writes the address in the page language', () => {
    expect(fillTenantPlaceholders('{{address}}', tenant, 'el')).toBe('Λεωφ. Γρηγορίου Λαμπράκη 125, 18452 Νίκαια');
  });

  it('leaves unknown placeholders as they are', () => {
    expect(fillTenantPlaceholders({ text: '{{brand}} {{unknown}} {{ brand }}' }, tenant, 'en')).toEqual({
      text: 'ReMac {{unknown}} {{ brand }}',
    });
  });

  it('does not change the content it was given', () => {
    const original = JSON.parse(JSON.stringify(content)) as typeof content;
    fillTenantPlaceholders(content, tenant, 'en');
    expect(content).toEqual(original);
  });

  it('fills the shop rules from the texts the API gives, and leaves unknown placeholders as written', () => {
    const page = { list: ['Orders from {{freeShippingFrom}}: free delivery', 'Cash up to {{cashLimit}} by {{brand}}', '{{unknown}}'] };
    expect(fillTenantPlaceholders(page, tenant, 'en', { freeShippingFrom: '€300.00', cashLimit: '€500.00' })).toEqual({
      list: ['Orders from €300.00: free delivery', 'Cash up to €500.00 by ReMac', '{{unknown}}'],
    });
  });
});

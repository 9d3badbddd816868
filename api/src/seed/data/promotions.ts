import type { Localized } from '../../db/types.js';

export interface PromotionSeed {
  slug: string;
  type: string;
  name: Localized;
  excerpt: Localized;
  description: Localized;
  sortOrder: number;
  active: boolean;
  imageKey: string;
  /** Picks the products of the promotion from the catalogue. */
  products: 'on-sale' | 'students' | 'none' | 'ipads';
}

export const promotionSeeds: PromotionSeed[] = [
  {
    slug: 'free-shipping',
    type: 'shipping',
    sortOrder: 1,
    active: true,
    imageKey: 'promo-shipping',
    products: 'none',
    name: { el: 'Δωρεάν αποστολή', en: 'Free shipping' },
    // {{freeShippingFrom}} is filled from the shipping rules when served (modules/promotions/rule-placeholders.ts).
    excerpt: {
      el: 'Δωρεάν αποστολή σε όλη την Ελλάδα για αγορές από {{freeShippingFrom}}',
      en: 'Free shipping across Greece on orders from {{freeShippingFrom}}',
    },
    description: {
      el: '<p>Για παραγγελίες από {{freeShippingFrom}} η αποστολή με courier είναι δωρεάν, με παράδοση σε 1–3 εργάσιμες. Κάτω από αυτό το ποσό κοστίζει {{courierPrice}}.</p>',
      en: '<p>Orders from {{freeShippingFrom}} ship free by courier, delivered in 1–3 working days. Below that, courier delivery costs {{courierPrice}}.</p>',
    },
  },
  {
    slug: 'black-friday',
    type: 'discount',
    sortOrder: 2,
    active: true,
    imageKey: 'promo-sale',
    products: 'on-sale',
    name: { el: 'Black Friday προσφορές', en: 'Black Friday deals' },
    excerpt: { el: 'Έως -15% σε επιλεγμένα Mac', en: 'Up to 15% off selected Macs' },
    description: {
      el: '<p>Μειωμένες τιμές σε ανακατασκευασμένα MacBook, iMac και αξεσουάρ.</p>',
      en: '<p>Reduced prices on refurbished MacBooks, iMacs and accessories.</p>',
    },
  },
  {
    slug: 'back-to-school',
    type: 'seasonal',
    sortOrder: 3,
    active: true,
    imageKey: 'promo-students',
    products: 'students',
    name: { el: 'Επιστροφή στα θρανία', en: 'Back to school' },
    excerpt: {
      el: 'MacBook Air για φοιτητές σε τιμές που αντέχει το πορτοφόλι',
      en: 'MacBook Air for students at prices that fit a budget',
    },
    description: {
      el: '<p>Επιλεγμένα MacBook Air με εγγύηση 12 μηνών.</p>',
      en: '<p>Selected MacBook Air laptops with a 12-month warranty.</p>',
    },
  },
  {
    slug: 'ipad-week',
    type: 'discount',
    sortOrder: 4,
    active: true,
    imageKey: 'promo-ipad',
    products: 'ipads',
    name: { el: 'Εβδομάδα iPad', en: 'iPad week' },
    excerpt: { el: 'Όλα τα iPad σε ένα μέρος', en: 'Every iPad in one place' },
    description: { el: '<p>iPad, iPad Air, iPad mini και iPad Pro.</p>', en: '<p>iPad, iPad Air, iPad mini and iPad Pro.</p>' },
  },
  {
    slug: 'summer-2025',
    type: 'shipping',
    sortOrder: 0,
    active: false,
    imageKey: 'promo-shipping',
    products: 'none',
    name: { el: 'Καλοκαίρι 2025', en: 'Summer 2025' },
    excerpt: { el: 'Έληξε', en: 'Expired' },
    description: { el: '<p>Έληξε.</p>', en: '<p>Expired.</p>' },
  },
];

export const carouselSeeds = [
  {
    title: { el: 'Ανακατασκευασμένα Mac με εγγύηση', en: 'Refurbished Macs with warranty' },
    subtitle: { el: 'Έως 40% φθηνότερα από καινούργια', en: 'Up to 40% cheaper than new' },
    cta: { el: 'Δείτε τα προϊόντα', en: 'Shop now' },
    link: '/products',
    imageKey: 'macbook-air-front-midnight',
    sortOrder: 1,
  },
  {
    title: { el: 'Πουλήστε το Mac σας', en: 'Sell your Mac' },
    subtitle: { el: 'Άμεση εκτίμηση τιμής online', en: 'Instant online price quote' },
    cta: { el: 'Μάθετε την τιμή', en: 'Get a quote' },
    link: '/polisi-metaxeirismenou-mac',
    imageKey: 'imac-front-blue',
    sortOrder: 2,
  },
  {
    title: { el: 'Επισκευή και αναβάθμιση', en: 'Repair and upgrade' },
    subtitle: { el: 'Στο εργαστήριό μας στη Νίκαια', en: 'In our Nikaia workshop' },
    cta: { el: 'Κλείστε ραντεβού', en: 'Book now' },
    link: '/episkevi-kai-anavathmisi-mac',
    imageKey: 'mac-mini-front-silver',
    sortOrder: 3,
  },
  {
    title: { el: 'Black Friday', en: 'Black Friday' },
    subtitle: { el: 'Έως -15%', en: 'Up to 15% off' },
    cta: { el: 'Προσφορές', en: 'Deals' },
    link: '/promotions/black-friday',
    imageKey: 'promo-sale',
    sortOrder: 0,
  },
];

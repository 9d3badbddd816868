import type { FormFieldDefinition, Localized } from '../../db/types.js';

const field = (name: string, kind: string, required: boolean, el: string, en: string, max?: number): FormFieldDefinition => ({
  name, kind, required, label: { el, en }, ...(max ? { max } : {}),
});

export const formSeeds: { slug: string; name: Localized; active: boolean; fields: FormFieldDefinition[] }[] = [
  {
    slug: 'contact', active: true, name: { el: 'Φόρμα επικοινωνίας', en: 'Contact form' },
    fields: [
      field('name', 'text', true, 'Ονοματεπώνυμο', 'Name', 120),
      field('email', 'email', true, 'Email', 'Email'),
      field('phone', 'phone', false, 'Τηλέφωνο', 'Phone'),
      field('message', 'text', true, 'Μήνυμα', 'Message', 5000),
    ],
  },
  { slug: 'newsletter', active: true, name: { el: 'Newsletter', en: 'Newsletter' }, fields: [field('email', 'email', true, 'Email', 'Email')] },
  {
    slug: 'repair', active: true, name: { el: 'Επισκευή και αναβάθμιση', en: 'Repair and upgrade' },
    fields: [
      field('name', 'text', true, 'Ονοματεπώνυμο', 'Name', 120),
      field('email', 'email', true, 'Email', 'Email'),
      field('phone', 'phone', true, 'Τηλέφωνο', 'Phone'),
      field('address', 'text', false, 'Διεύθυνση', 'Address', 200),
      field('serialNumber', 'text', false, 'Σειριακός αριθμός', 'Serial number', 20),
      field('date', 'date', true, 'Ημερομηνία', 'Date'),
      field('time', 'text', true, 'Ώρα', 'Time', 5),
      field('services', 'text', true, 'Υπηρεσίες', 'Services', 500),
      field('notes', 'text', false, 'Σημειώσεις', 'Notes', 2000),
    ],
  },
  {
    slug: 'sale', active: true, name: { el: 'Πώληση μεταχειρισμένου Mac', en: 'Sale of a second-hand Mac' },
    fields: [
      field('serialNumber', 'text', true, 'Σειριακός αριθμός', 'Serial number', 20),
      field('name', 'text', true, 'Όνομα', 'Name', 60),
      field('surname', 'text', true, 'Επώνυμο', 'Surname', 60),
      field('fatherName', 'text', true, 'Όνομα πατέρα', "Father's name", 60),
      field('motherName', 'text', true, 'Όνομα μητέρας', "Mother's name", 60),
      field('birthDate', 'date', true, 'Ημερομηνία γέννησης', 'Birth date'),
      field('birthPlace', 'text', true, 'Τόπος γέννησης', 'Birth place', 60),
      field('idNumber', 'text', true, 'Αριθμός ταυτότητας', 'ID number', 20),
      field('vatNumber', 'vatNumber', true, 'ΑΦΜ', 'VAT number'),
      field('taxOffice', 'text', true, 'ΔΟΥ', 'Tax office', 80),
      field('phone', 'phone', true, 'Τηλέφωνο', 'Phone'),
      field('city', 'text', true, 'Πόλη', 'City', 60),
      field('address', 'text', true, 'Διεύθυνση', 'Address', 120),
      field('number', 'text', true, 'Αριθμός', 'Number', 10),
      field('postalCode', 'postalCode', true, 'Ταχυδρομικός κώδικας', 'Postal code'),
      field('email', 'email', true, 'Email', 'Email'),
      field('bank', 'text', true, 'Τράπεζα', 'Bank', 60),
      field('cardholderName', 'text', true, 'Δικαιούχος', 'Cardholder name', 120),
      field('iban', 'iban', true, 'IBAN', 'IBAN'),
      field('notes', 'text', false, 'Σημειώσεις', 'Notes', 2000),
      field('acceptedTerms', 'accepted', true, 'Αποδέχομαι τους όρους', 'I accept the terms'),
      field('dataErasure', 'accepted', true, 'Επιβεβαιώνω τη διαγραφή δεδομένων', 'I confirm the data erasure'),
      field('proposedPrice', 'money', false, 'Προτεινόμενη τιμή', 'Proposed price'),
      field('deviceCondition', 'text', false, 'Κατάσταση συσκευής', 'Device condition', 200),
    ],
  },
  { slug: 'trade-in-legacy', active: false, name: { el: 'Παλιά φόρμα ανταλλαγής', en: 'Legacy trade-in form' }, fields: [field('email', 'email', true, 'Email', 'Email')] },
];

export type AccessoryKind = 'keyboard' | 'mouse' | 'trackpad' | 'charger' | 'cable' | 'adapter' | 'pencil';

export interface AccessorySeed {
  slug: string;
  name: string;
  nameEl: string;
  category: 'keyboards' | 'mice-and-trackpads' | 'chargers-and-cables' | 'adapters' | 'ipad-accessories';
  kind: AccessoryKind;
  price: number;
  colours: string[];
  keyboards?: string[];
}

export const accessories: AccessorySeed[] = [
  { slug: 'magic-keyboard', name: 'Magic Keyboard', nameEl: 'Magic Keyboard πληκτρολόγιο', category: 'keyboards', kind: 'keyboard', price: 79, colours: ['white'], keyboards: ['gr', 'us', 'uk'] },
  { slug: 'magic-keyboard-touch-id', name: 'Magic Keyboard with Touch ID', nameEl: 'Magic Keyboard με Touch ID', category: 'keyboards', kind: 'keyboard', price: 119, colours: ['white'], keyboards: ['gr', 'us'] },
  { slug: 'magic-keyboard-numeric', name: 'Magic Keyboard with Numeric Keypad', nameEl: 'Magic Keyboard με αριθμητικό πληκτρολόγιο', category: 'keyboards', kind: 'keyboard', price: 109, colours: ['white', 'space-grey'], keyboards: ['gr', 'us'] },
  { slug: 'magic-mouse-2', name: 'Magic Mouse 2', nameEl: 'Ποντίκι Magic Mouse 2', category: 'mice-and-trackpads', kind: 'mouse', price: 59, colours: ['white', 'space-grey'] },
  { slug: 'magic-mouse-usb-c', name: 'Magic Mouse (USB-C)', nameEl: 'Ποντίκι Magic Mouse (USB-C)', category: 'mice-and-trackpads', kind: 'mouse', price: 79, colours: ['white'] },
  { slug: 'magic-trackpad-2', name: 'Magic Trackpad 2', nameEl: 'Magic Trackpad 2 επιφάνεια αφής', category: 'mice-and-trackpads', kind: 'trackpad', price: 99, colours: ['white', 'space-grey'] },
  { slug: 'usb-c-power-adapter-30w', name: '30W USB-C Power Adapter', nameEl: 'Τροφοδοτικό USB-C 30W', category: 'chargers-and-cables', kind: 'charger', price: 35, colours: ['white'] },
  { slug: 'usb-c-power-adapter-67w', name: '67W USB-C Power Adapter', nameEl: 'Τροφοδοτικό USB-C 67W', category: 'chargers-and-cables', kind: 'charger', price: 49, colours: ['white'] },
  { slug: 'usb-c-power-adapter-96w', name: '96W USB-C Power Adapter', nameEl: 'Τροφοδοτικό USB-C 96W', category: 'chargers-and-cables', kind: 'charger', price: 59, colours: ['white'] },
  { slug: 'usb-c-power-adapter-140w', name: '140W USB-C Power Adapter', nameEl: 'Τροφοδοτικό USB-C 140W', category: 'chargers-and-cables', kind: 'charger', price: 79, colours: ['white'] },
  { slug: 'magsafe-3-cable-2m', name: 'USB-C to MagSafe 3 Cable (2 m)', nameEl: 'Καλώδιο USB-C σε MagSafe 3 (2 m)', category: 'chargers-and-cables', kind: 'cable', price: 39, colours: ['silver', 'midnight', 'starlight', 'space-grey'] },
  { slug: 'usb-c-charge-cable-2m', name: 'USB-C Charge Cable (2 m)', nameEl: 'Καλώδιο φόρτισης USB-C (2 m)', category: 'chargers-and-cables', kind: 'cable', price: 19, colours: ['white'] },
  { slug: 'thunderbolt-4-pro-cable', name: 'Thunderbolt 4 Pro Cable (1 m)', nameEl: 'Καλώδιο Thunderbolt 4 Pro (1 m)', category: 'chargers-and-cables', kind: 'cable', price: 59, colours: ['space-black'] },
  { slug: 'usb-c-digital-av-multiport', name: 'USB-C Digital AV Multiport Adapter', nameEl: 'Αντάπτορας USB-C Digital AV Multiport', category: 'adapters', kind: 'adapter', price: 59, colours: ['white'] },
  { slug: 'usb-c-to-usb-adapter', name: 'USB-C to USB Adapter', nameEl: 'Αντάπτορας USB-C σε USB', category: 'adapters', kind: 'adapter', price: 15, colours: ['white'] },
  { slug: 'apple-pencil-2', name: 'Apple Pencil (2nd generation)', nameEl: 'Apple Pencil (2ης γενιάς)', category: 'ipad-accessories', kind: 'pencil', price: 99, colours: ['white'] },
];

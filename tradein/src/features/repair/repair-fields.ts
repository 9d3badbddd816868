/** The contact fields of a repair booking (spec §3 "Contact form"), in the form's order. */
export const repairTextFields = [
  { name: 'device', required: false },
  { name: 'serialNumber', required: false },
  { name: 'name', autoComplete: 'name', required: true },
  { name: 'email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', type: 'tel', autoComplete: 'tel', required: true },
  { name: 'address', autoComplete: 'street-address', required: false },
  { name: 'message', multiline: true, required: false },
  { name: 'notes', multiline: true, required: false },
] as const;

export type RepairTextField = (typeof repairTextFields)[number]['name'];
export type RepairValues = Record<RepairTextField | 'date' | 'time', string> & { services: string[] };

export const emptyRepair: RepairValues = {
  device: '',
  serialNumber: '',
  name: '',
  email: '',
  phone: '',
  address: '',
  message: '',
  notes: '',
  date: '',
  time: '',
  services: [],
};

/** What the repair form kept in session storage, or the empty form. */
export function sanitizeRepair(saved: unknown): RepairValues {
  if (typeof saved !== 'object' || saved === null) return emptyRepair;
  const record = saved as Record<string, unknown>;
  const values = { ...emptyRepair };
  for (const key of Object.keys(emptyRepair) as (keyof RepairValues)[]) {
    if (key === 'services')
      values.services = Array.isArray(record.services) ? record.services.filter((s): s is string => typeof s === 'string') : [];
    else if (typeof record[key] === 'string') values[key] = record[key] as string;
  }
  return values;
}

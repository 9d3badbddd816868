import { z } from './zod-without-eval.js';
import { optionalText, requiredText } from './required-text.js';
import { emailSchema } from './email.js';
import { phoneSchema } from './phone.js';
import { slotProblem } from '../tradein/slots.js';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

export interface RepairBookingOptions {
  /** The clock for the "no past slots" rule; defaults to now. */
  now?: () => Date;
}

/**
 * The repair booking of spec §3 "Contact form" (name, email, phone, message, address, serial number, date, time,
 * services, notes) plus the device it is for. date is YYYY-MM-DD and time HH:MM, Athens local, inside business
 * hours, not past (spec §9); services are slugs of `repairServices`. Capacity is the API's to check.
 */
export function repairBookingSchema(options: RepairBookingOptions = {}) {
  return z
    .object({
      name: requiredText({ max: 120 }),
      email: emailSchema(),
      phone: phoneSchema.pipe(z.string().max(30, { error: 'phone' })),
      message: optional(optionalText(5000)),
      address: optional(optionalText(200)),
      serialNumber: optional(
        z
          .string()
          .transform((v) => v.replace(/\s+/g, '').toUpperCase())
          .pipe(z.string().regex(/^[A-Z0-9]{8,14}$/, { error: 'serialNumber' })),
      ),
      device: optional(optionalText(120)),
      date: requiredText({ max: 10 }),
      time: requiredText({ max: 5 }),
      services: z
        .array(z.string({ error: 'services' }).trim().min(1, { error: 'services' }).max(60, { error: 'services' }), { error: 'services' })
        .min(1, { error: 'services' })
        .max(20, { error: 'services' }),
      notes: optional(optionalText(2000)),
    })
    .superRefine((value, ctx) => {
      if (!value.date || !value.time) return;
      if (slotProblem(value.date, value.time, options.now?.() ?? new Date())) {
        ctx.addIssue({ code: 'custom', path: ['time'], message: 'slot' });
      }
    });
}

export type RepairBookingDetails = z.output<ReturnType<typeof repairBookingSchema>>;

import type { ColumnType, Generated } from 'kysely';
import type { Json, Localized } from '../../db/types.js';
import type { TradeInAnswerData } from '@remac/shared-contracts/tradein';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface TradeInCategoriesTable {
  id: Generated<number>;
  tenant_id: string;
  slug: string;
  name: Json<Localized>;
  sort_order: Generated<number>;
}
export interface TradeInSubcategoriesTable {
  id: Generated<number>;
  category_id: number;
  slug: string;
  name: Json<Localized>;
  sort_order: Generated<number>;
}
export interface TradeInQuestionsTable {
  id: Generated<number>;
  tenant_id: string;
  slug: string;
  text: Json<Localized>;
  answers: Json<TradeInAnswerData[]>;
  sort_order: Generated<number>;
}
export interface TradeInDevicesTable {
  id: Generated<number>;
  tenant_id: string;
  subcategory_id: number;
  slug: string;
  model: string;
  year: number;
  chip: string;
  memory_gb: number;
  storage_gb: number;
  initial_cents: number;
  minimum_cents: number | null;
  questions: string[];
  active: Generated<boolean>;
}
export interface RepairServicesTable {
  id: Generated<number>;
  tenant_id: string;
  slug: string;
  name: Json<Localized>;
  description: Json<Localized>;
  price_cents: number;
  price_from: Generated<boolean>;
  sort_order: Generated<number>;
}
export interface TradeInRequestsTable {
  id: Generated<number>;
  tenant_id: string;
  reference: string;
  kind: 'sale' | 'repair';
  status: Generated<'pending' | 'resolved'>;
  state: string;
  email: string;
  user_id: number | null;
  locale: string;
  device_id: number | null;
  device_model: string | null;
  answers: Json<{ question: string; answer: string }[]> | null;
  quote_cents: number | null;
  quote_valid_until: Date | string | null;
  proposed_cents: number | null;
  services: Json<{ slug: string; name: Localized; priceCents: number }[]> | null;
  slot_starts_at: Date | string | null;
  details: Json<Record<string, unknown>>;
  created_at: Timestamp;
}
export interface TradeInRequestEventsTable {
  id: Generated<number>;
  request_id: number;
  state: string;
  note: string | null;
  created_at: Timestamp;
}
export interface TradeInRequestMessagesTable {
  id: Generated<number>;
  request_id: number;
  reply_to: number | null;
  author: 'customer' | 'staff';
  body: string;
  created_at: Timestamp;
}
export interface RepairSlotBookingsTable {
  tenant_id: string;
  starts_at: Date | string;
  booked: number;
  capacity: number;
}

/** Tables of migration 010, merged into the API's Database type below. */
export interface TradeInTables {
  tradein_categories: TradeInCategoriesTable;
  tradein_subcategories: TradeInSubcategoriesTable;
  tradein_questions: TradeInQuestionsTable;
  tradein_devices: TradeInDevicesTable;
  repair_services: RepairServicesTable;
  tradein_requests: TradeInRequestsTable;
  tradein_request_events: TradeInRequestEventsTable;
  tradein_request_messages: TradeInRequestMessagesTable;
  repair_slot_bookings: RepairSlotBookingsTable;
}

declare module '../../db/types.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends TradeInTables {}
}

import type { Generated, ColumnType } from 'kysely';

/** Localised text: Greek and English, English is the fallback. */
export type Localized = { el?: string | null; en?: string | null };
export type Json<T> = ColumnType<T, T | string, T | string>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ImageData {
  key: string;
  alt: Localized;
  width: number;
  height: number;
  color?: string;
}

export interface TenantsTable {
  id: string;
  name: string;
  created_at: Timestamp;
}
export interface BrandsTable {
  id: Generated<number>;
  tenant_id: string;
  slug: string;
  name: string;
  image: Json<ImageData> | null;
}
export interface TaxonsTable {
  id: Generated<number>;
  tenant_id: string;
  taxonomy: 'CATEGORY' | 'CONDITION' | 'APPEARANCE';
  parent_id: number | null;
  slug: string;
  name: Json<Localized>;
  excerpt: Json<Localized> | null;
  description: Json<Localized> | null;
  image: Json<ImageData> | null;
  sort_order: Generated<number>;
}
export interface ProductsTable {
  id: Generated<number>;
  tenant_id: string;
  slug: string;
  sku: string;
  name: Json<Localized>;
  excerpt: Json<Localized> | null;
  description: Json<Localized> | null;
  status: Generated<'active' | 'draft' | 'archived'>;
  brand_id: number | null;
  images: Json<ImageData[]>;
  price_cents: Generated<number>;
  sale_price_cents: Generated<number>;
  total_on_hand: Generated<number>;
  backorderable: Generated<boolean>;
  variants_count: Generated<number>;
  search_text: Generated<string>;
  search_name: Generated<string>;
  search_vector: Generated<string | null>;
  /** search_vector without the description: what a search ranks by (migration 017). */
  rank_vector: Generated<string | null>;
  created_at: Timestamp;
}
export interface ProductTaxonsTable {
  product_id: number;
  taxon_id: number;
  position: Generated<number>;
}
/** Option values of a product's active variants (refresh_product_option_values). */
export interface ProductOptionValuesTable {
  product_id: number;
  option_value_id: number;
}
/** Each product's taxon and option value ids, for facet counts (kept by triggers, migration 014). */
export interface ProductFacetKeysTable {
  product_id: number;
  taxon_ids: number[];
  option_value_ids: number[];
}
/** The distinct folded names of each tenant's active products, with the first product's name (migration 015). */
export interface ProductSearchNamesTable {
  tenant_id: string;
  search_name: string;
  name: Json<Localized>;
}
export interface OptionTypesTable {
  id: Generated<number>;
  tenant_id: string;
  internal_name: string;
  name: Json<Localized>;
  kind: string;
  position: Generated<number>;
}
export interface OptionValuesTable {
  id: Generated<number>;
  option_type_id: number;
  value: string;
  label: Json<Localized>;
  position: Generated<number>;
}
export interface VariantsTable {
  id: Generated<number>;
  product_id: number;
  sku: string;
  is_master: Generated<boolean>;
  price_cents: number;
  sale_price_cents: number | null;
  total_on_hand: Generated<number>;
  backorderable: Generated<boolean>;
  status: Generated<'active' | 'draft' | 'archived'>;
  position: Generated<number>;
}
export interface VariantOptionValuesTable {
  variant_id: number;
  option_value_id: number;
}
export interface PropertiesTable {
  id: Generated<number>;
  tenant_id: string;
  internal_name: string;
  name: Json<Localized>;
  kind: Generated<string>;
  display_as: Generated<string>;
  multiple: Generated<boolean>;
}
export interface ProductPropertiesTable {
  id: Generated<number>;
  product_id: number;
  property_id: number;
  value: Json<Localized>;
  position: Generated<number>;
}
export interface WarrantiesTable {
  id: Generated<number>;
  tenant_id: string;
  internal_name: string;
  name: Json<Localized>;
  description: Json<Localized> | null;
  duration_months: number;
}
export interface ProductWarrantiesTable {
  product_id: number;
  warranty_id: number;
}
export interface RelatedProductsTable {
  product_id: number;
  related_id: number;
  position: Generated<number>;
}
export interface PromotionsTable {
  id: Generated<number>;
  tenant_id: string;
  slug: string;
  type: string;
  name: Json<Localized>;
  excerpt: Json<Localized> | null;
  description: Json<Localized> | null;
  image: Json<ImageData> | null;
  sort_order: Generated<number>;
  active: Generated<boolean>;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  created_at: Timestamp;
}
export interface PromotionProductsTable {
  promotion_id: number;
  product_id: number;
  position: Generated<number>;
}
export interface CarouselSlidesTable {
  id: Generated<number>;
  tenant_id: string;
  placement: Generated<string>;
  title: Json<Localized>;
  subtitle: Json<Localized> | null;
  cta_label: Json<Localized> | null;
  link: string | null;
  image: Json<ImageData> | null;
  sort_order: Generated<number>;
  active: Generated<boolean>;
}
export interface PaymentOptionsTable {
  id: Generated<number>;
  tenant_id: string;
  kind: string;
  name: Json<Localized>;
  description: Json<Localized> | null;
  min_amount_cents: number | null;
  max_amount_cents: number | null;
  active: Generated<boolean>;
  display_on: Generated<'frontend' | 'backend' | 'both'>;
  sort_order: Generated<number>;
}
export interface InstallmentPlansTable {
  id: Generated<number>;
  payment_option_id: number;
  length: number;
  interest_rate: ColumnType<number, number | string, number | string>;
}
export interface FormFieldDefinition {
  name: string;
  kind: string;
  required: boolean;
  label: Localized;
  max?: number;
}
export interface FormsTable {
  id: Generated<number>;
  tenant_id: string;
  slug: string;
  name: Json<Localized>;
  active: Generated<boolean>;
  fields: Json<FormFieldDefinition[]>;
}
export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 (hex) of the token of the e-mailed link. */
  token_hash: string;
  created_at: Timestamp;
  expires_at: Date | string;
  used_at: Date | string | null;
}
export interface FormSubmissionsTable {
  id: Generated<number>;
  form_id: number;
  data: Json<Record<string, unknown>>;
  locale: string;
  /** sha256 of the data's canonical jsonb text: a form holds each distinct submission once. */
  fingerprint: Uint8Array;
  times_submitted: Generated<number>;
  created_at: Timestamp;
  last_submitted_at: Timestamp;
  /** A newsletter subscription's link: the SHA-256 of its token, when it was sent, and when its owner confirmed. */
  confirm_token_hash: Uint8Array | null;
  confirm_sent_at: Date | string | null;
  confirmed_at: Date | string | null;
  /** A confirmed subscription's unsubscribe link token (plain: every newsletter carries the subscriber's link). */
  unsubscribe_token: string | null;
}
export interface SeoEntry {
  slug: string;
  title: string;
  description?: string | null;
}
export interface SeoTranslationsTable {
  id: Generated<number>;
  tenant_id: string;
  type: 'PRODUCT' | 'TAXON' | 'PROMOTION' | 'PAGE';
  slug: string;
  translations: Json<{ el?: SeoEntry; en?: SeoEntry }>;
  redirect_to: string | null;
}
export interface UsersTable {
  id: Generated<number>;
  tenant_id: string;
  email: string;
  password_hash: string;
  created_at: Timestamp;
}
export interface AccessTokensTable {
  token_hash: string;
  user_id: number;
  family_id: string;
  expires_at: Date | string;
  revoked_at: Date | string | null;
  created_at: Timestamp;
}
export interface RefreshTokensTable {
  token_hash: string;
  user_id: number;
  family_id: string;
  expires_at: Date | string;
  rotated_at: Date | string | null;
  revoked_at: Date | string | null;
  created_at: Timestamp;
}
export interface LoginAttemptsTable {
  id: Generated<number>;
  tenant_id: string;
  account: string;
  address: string;
  succeeded: boolean;
  created_at: Timestamp;
}
export interface LoginThrottleTable {
  tenant_id: string;
  scope: string;
  key: string;
  failures: Generated<number>;
  last_failure_at: Date | string | null;
  blocked_until: Date | string | null;
}
export interface SchemaMigrationsTable {
  version: string;
  applied_at: Timestamp;
}

export interface Database extends CheckoutTables {
  tenants: TenantsTable;
  brands: BrandsTable;
  taxons: TaxonsTable;
  products: ProductsTable;
  product_taxons: ProductTaxonsTable;
  product_option_values: ProductOptionValuesTable;
  product_facet_keys: ProductFacetKeysTable;
  product_search_names: ProductSearchNamesTable;
  option_types: OptionTypesTable;
  option_values: OptionValuesTable;
  variants: VariantsTable;
  variant_option_values: VariantOptionValuesTable;
  properties: PropertiesTable;
  product_properties: ProductPropertiesTable;
  warranties: WarrantiesTable;
  product_warranties: ProductWarrantiesTable;
  related_products: RelatedProductsTable;
  promotions: PromotionsTable;
  promotion_products: PromotionProductsTable;
  carousel_slides: CarouselSlidesTable;
  payment_options: PaymentOptionsTable;
  installment_plans: InstallmentPlansTable;
  forms: FormsTable;
  form_submissions: FormSubmissionsTable;
  seo_translations: SeoTranslationsTable;
  users: UsersTable;
  oauth_access_tokens: AccessTokensTable;
  oauth_refresh_tokens: RefreshTokensTable;
  login_attempts: LoginAttemptsTable;
  login_throttle: LoginThrottleTable;
  schema_migrations: SchemaMigrationsTable;
  password_resets: PasswordResetsTable;
}

export interface PostalCodesTable {
  code: string;
  region: string;
  prefecture_id: number;
  zone: Generated<'attica' | 'mainland' | 'islands'>;
}
export interface CartsTable {
  id: Generated<number>;
  tenant_id: string;
  token: string;
  user_id: number | null;
  expires_at: Date | string;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface CartItemsTable {
  cart_id: number;
  variant_id: number;
  quantity: number;
  added_at: Timestamp;
}
export interface StoredAddress {
  firstName: string;
  lastName: string;
  company?: string | null;
  addressLine1: string;
  addressLine2?: string | null;
  floor?: string | null;
  doorbell?: string | null;
  phone: string;
  alternativePhone?: string | null;
  country: string;
  region?: string | null;
  city: string;
  postalCode: string;
}
export interface StoredInvoice {
  companyName: string;
  businessActivity: string;
  vatNumber: string;
  taxOffice: string;
}
export interface OrdersTable {
  id: Generated<number>;
  tenant_id: string;
  public_id: string;
  number: string;
  idempotency_key: string;
  user_id: number | null;
  /** SHA-256 of the cart token the idempotency key was used with (null before migration 007). */
  cart_token_hash: string | null;
  state: string;
  email: string;
  locale: string;
  billing: Json<StoredAddress>;
  shipping: Json<StoredAddress>;
  invoice: Json<StoredInvoice> | null;
  notes: string | null;
  shipping_method: string;
  payment_method: string;
  installments: Generated<number>;
  payment_reference: string | null;
  subtotal_cents: number;
  shipment_cents: number;
  tax_cents: number;
  total_cents: number;
  created_at: Timestamp;
  /** End of the hold of an order waiting for a bank transfer or IRIS payment; housekeeping cancels it after. */
  payment_due_at: Date | string | null;
  canceled_at: Date | string | null;
  /** When the buyer of an order to collect was mailed that it is ready (migration 027). */
  ready_notified_at: Date | string | null;
}
export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  variant_id: number;
  product_id: number;
  sku: string;
  name: Json<Localized>;
  label: string | null;
  quantity: number;
  /** Units taken out of stock when the order was placed, given back if it is canceled. */
  stock_taken: number;
  unit_cents: number;
  tax_cents: number;
}
export interface OutboxTable {
  id: Generated<number>;
  tenant_id: string;
  order_id: number | null;
  recipient: string;
  subject: string;
  body: string;
  /** HTML alternative of `body`; null for text-only messages. */
  html: ColumnType<string | null, string | null | undefined, string | null>;
  /** Where a reply goes (a shop notice answers to the customer); null: to the sender. */
  reply_to: string | null;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  sent_at: Date | string | null;
  created_at: Timestamp;
  claimed_until: Date | string | null;
}
export interface OrderShipmentsTable {
  id: Generated<number>;
  order_id: number;
  carrier: string;
  state: Generated<string>;
  tracking_number: string | null;
  tracking_url: string | null;
  shipped_at: Date | string | null;
  created_at: Timestamp;
  /** When the buyer was mailed that the parcel is on its way (once it is shipped). */
  notified_at: Date | string | null;
}
export interface CheckoutTables {
  postal_codes: PostalCodesTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  outbox: OutboxTable;
  order_shipments: OrderShipmentsTable;
}

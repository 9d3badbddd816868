import { useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { categoryPath } from '../../lib/category-path';
import { useHost } from '@remac/remote-kit';
import { useCatalogT } from '../../lib/remote';
import { Price } from '../../components/price';
import { ProductGrid } from '../../components/product-card';
import { CompareToggle } from '../../components/compare-toggle';
import { useProductLabel } from '../../components/use-product-label';
import { JsonLd } from '../../lib/seo/json-ld';
import type { ProductCardFragment } from '../../lib/graphql/generated';
import type { ProductDetail } from './api/get-product';
import { useVariant } from './use-variant';
import { Gallery } from './gallery';
import { VariantPicker } from './variant-picker';
import { PurchaseBox } from './purchase-box';
import { Installments } from './installments';
import { ProductFacts } from './product-facts';
import { GradeSummary } from './grade-summary';
import { PropertiesTable } from './properties-table';
import { productJsonLd } from './product-json-ld';
import styles from './product.module.css';

/** Product detail (spec §3): gallery, variant choice with price and availability, facts, properties, related and similar. */
export function ProductView({ product, similar }: { product: ProductDetail; similar: readonly ProductCardFragment[] }) {
  const t = useCatalogT();
  const { locale, tenant } = useHost();
  const { pathname } = useLocation();
  const [variant, choose] = useVariant(product.variants);
  const productLabel = useProductLabel();
  const headingId = useId();
  const offer = variant ?? product;
  const images = product.images.length ? product.images : product.image ? [product.image] : [];
  return (
    <article className={styles.product} data-testid="product">
      {product.category && (
        <nav aria-label={t('product.breadcrumb')} className={styles.breadcrumb}>
          <Link to={categoryPath(product.category.slug, locale)}>{product.category.name}</Link>
        </nav>
      )}
      <div className={styles.top}>
        <Gallery images={images} name={product.name} />
        <div className={styles.summary}>
          <h1 className={styles.title}>{product.name}</h1>
          <GradeSummary grade={product.grade} />
          <Price price={offer.price} salePrice={offer.salePrice} onSale={offer.onSale} discount={offer.discount} large />
          <p className={styles.vatNote}>{t('product.marginVat')}</p>
          <Installments amount={offer.salePrice.amount} />
          {variant && <VariantPicker options={product.options} variants={product.variants} current={variant} onChange={choose} />}
          {variant && <PurchaseBox productId={product.id} variant={variant} />}
          <CompareToggle productId={product.id} productName={productLabel(product)} />
          <ProductFacts product={product} />
        </div>
      </div>
      {product.description && <div className={styles.description} dangerouslySetInnerHTML={{ __html: product.description }} />}
      <PropertiesTable properties={product.properties} />
      {product.related.length > 0 && (
        <section className={styles.more} aria-labelledby={`${headingId}-related`}>
          <h2 id={`${headingId}-related`}>{t('product.related')}</h2>
          <ProductGrid products={product.related} />
        </section>
      )}
      {similar.length > 0 && (
        <section className={styles.more} aria-labelledby={`${headingId}-similar`}>
          <h2 id={`${headingId}-similar`}>{t('product.similar')}</h2>
          <ProductGrid products={similar} />
        </section>
      )}
      <JsonLd data={productJsonLd(product, variant, new URL(pathname, tenant.siteUrl).href, tenant.siteUrl)} />
    </article>
  );
}

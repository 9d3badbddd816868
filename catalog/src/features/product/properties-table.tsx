import type { ProductDetail } from './api/get-product';
import { useCatalogT } from '../../lib/remote';
import styles from './product.module.css';

/** Technical properties (the API already leaves out the country kind). */
export function PropertiesTable({ properties }: { properties: ProductDetail['properties'] }) {
  const t = useCatalogT();
  if (!properties.length) return null;
  return (
    <table className={styles.properties}>
      <caption>{t('product.properties')}</caption>
      <tbody>
        {properties.map((property) => (
          <tr key={property.id}>
            <th scope="row">{property.name}</th>
            <td>{property.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import type { AddressFieldsFragment } from '../../lib/graphql/generated';
import { useAccountT } from '../../lib/remote';
import styles from './orders.module.css';

export function OrderAddress({ title, address }: { title: string; address: AddressFieldsFragment }) {
  const t = useAccountT();
  const lines = [
    `${address.firstName} ${address.lastName}`,
    address.company,
    address.addressLine1,
    address.addressLine2,
    address.floor && `${t('order.floor')}: ${address.floor}`,
    address.doorbell && `${t('order.doorbell')}: ${address.doorbell}`,
    `${address.postalCode} ${address.city}`,
    [address.region, address.country].filter(Boolean).join(', '),
    `${t('order.phone')}: ${address.phone}`,
    address.alternativePhone && `${t('order.alternativePhone')}: ${address.alternativePhone}`,
  ].filter(Boolean);
  return (
    <div>
      <h2>{title}</h2>
      <address className={styles.address}>
        {lines.map((line, index) => (
          <span key={index}>
            {line}
            <br />
          </span>
        ))}
      </address>
    </div>
  );
}

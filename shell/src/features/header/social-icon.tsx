import type { TenantConfig } from '@remac/shared-contracts';

type Network = TenantConfig['social'][number]['network'];

const paths: Record<Network, string> = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5z',
  instagram:
    'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm4 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-2a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4z',
  youtube:
    'M22 8.2c-.2-1.6-1-2.7-2.7-2.9C16.7 5 12 5 12 5s-4.7 0-7.3.3C3 5.5 2.2 6.6 2 8.2 1.8 10.4 1.8 12 1.8 12s0 1.6.2 3.8c.2 1.6 1 2.7 2.7 2.9 2.6.3 7.3.3 7.3.3s4.7 0 7.3-.3c1.7-.2 2.5-1.3 2.7-2.9.2-2.2.2-3.8.2-3.8s0-1.6-.2-3.8zM10 15V9l5 3-5 3z',
};

export function SocialIcon({ network }: { network: Network }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[network]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}

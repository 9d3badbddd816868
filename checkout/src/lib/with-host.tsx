import type { ComponentType } from 'react';
import type { HostContext } from '@remac/shared-contracts';
import { HostProvider } from './host';
import { registerTranslations } from './translations';

/** Wraps an exposed module: translations registered on first render, host context provided, ownership marked. */
export function withHost<P extends HostContext>(Inner: ComponentType<P>, display: 'block' | 'inline' = 'block') {
  return function Exposed(props: P) {
    registerTranslations();
    const Root = display === 'inline' ? 'span' : 'div';
    return (
      <HostProvider value={props}>
        <Root data-boundary="checkout">
          <Inner {...props} />
        </Root>
      </HostProvider>
    );
  };
}

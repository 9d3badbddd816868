import { createRemoteConfig } from '@remac/remote-kit/rspack';

export default createRemoteConfig(import.meta.url);

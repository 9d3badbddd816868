export { createHarness } from './create-harness';
export type { HarnessOptions } from './harness';

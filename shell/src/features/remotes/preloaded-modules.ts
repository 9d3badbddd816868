import { createContext, type ComponentType } from 'react';

/**
 * Modules in hand before the first render, by module id: on the server every first-view module is
 * loaded before its single render pass, so their slots render them instead of a loading state.
 */
export const PreloadedModules = createContext<ReadonlyMap<string, ComponentType<never>>>(new Map());

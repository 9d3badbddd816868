import { sessionStore, useSessionStore } from '../../lib/storage/session-store';
import { emptyWizard, sanitizeWizard, type WizardState } from './wizard-state';

export const wizardStore = sessionStore<WizardState>('remac.tradein.wizard', emptyWizard, sanitizeWizard);

export const useWizardState = () => useSessionStore(wizardStore);

export function updateWizard(change: (state: WizardState) => WizardState): void {
  wizardStore.set(change(wizardStore.get()));
}

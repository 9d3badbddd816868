import type { TradeInDeviceData } from '@remac/shared-contracts/tradein';
import { updateWizard } from './wizard-store';

/** Picks a device (from the list or the search): its category and subcategory follow, answers start over. */
export function chooseDevice(device: TradeInDeviceData): void {
  updateWizard((current) => ({
    ...current,
    category: device.categoryId,
    subcategory: device.subcategoryId,
    device: device.id,
    ...(current.device === device.id ? {} : { answers: [], rawAnswers: {}, finalPrice: 0 }),
    step: 4,
  }));
}

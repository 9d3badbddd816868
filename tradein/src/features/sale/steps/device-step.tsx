import type { TradeInCatalogFile } from '@remac/shared-contracts/tradein';
import { ChoiceList } from '../../../components/choice-list';
import { deviceSummary } from '../../../lib/devices/catalog-lookup';
import { useTradeInT } from '../../../lib/remote';
import { chooseDevice } from '../choose-device';
import type { WizardState } from '../wizard-state';

export function DeviceStep({ file, state }: { file: TradeInCatalogFile; state: WizardState }) {
  const t = useTradeInT();
  const devices = file.devices.filter((device) => device.subcategoryId === state.subcategory);
  const choose = (id: string) => {
    const device = devices.find((item) => item.id === id);
    if (device) chooseDevice(device);
  };
  return (
    <>
      <h2>{t('sale.chooseDevice')}</h2>
      <ChoiceList
        label={t('sale.chooseDevice')}
        choices={devices.map((device) => ({ id: device.id, label: device.model, detail: deviceSummary(device) }))}
        chosen={state.device}
        onChoose={choose}
      />
    </>
  );
}

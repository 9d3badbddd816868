import type { TradeInCatalogFile } from '@remac/shared-contracts/tradein';
import { useHost } from '@remac/remote-kit';
import { ChoiceList } from '../../../components/choice-list';
import { useTradeInT } from '../../../lib/remote';
import { updateWizard } from '../wizard-store';
import type { WizardState } from '../wizard-state';
import { DeviceSearch } from './device-search';

export function CategoryStep({ file, state }: { file: TradeInCatalogFile; state: WizardState }) {
  const t = useTradeInT();
  const { locale } = useHost();
  const choose = (category: string) =>
    updateWizard((current) =>
      current.category === category
        ? { ...current, step: 2 }
        : { ...current, category, subcategory: null, device: null, answers: [], rawAnswers: {}, step: 2 },
    );
  return (
    <>
      <DeviceSearch file={file} />
      <h2>{t('sale.chooseCategory')}</h2>
      <ChoiceList
        label={t('sale.chooseCategory')}
        choices={file.categories.map((category) => ({ id: category.id, label: category.name[locale] }))}
        chosen={state.category}
        onChoose={choose}
      />
    </>
  );
}

import type { TradeInCatalogFile } from '@remac/shared-contracts/tradein';
import { useHost } from '@remac/remote-kit';
import { ChoiceList } from '../../../components/choice-list';
import { useTradeInT } from '../../../lib/remote';
import { updateWizard } from '../wizard-store';
import type { WizardState } from '../wizard-state';

export function SubcategoryStep({ file, state }: { file: TradeInCatalogFile; state: WizardState }) {
  const t = useTradeInT();
  const { locale } = useHost();
  const category = file.categories.find((item) => item.id === state.category);
  const choose = (subcategory: string) =>
    updateWizard((current) =>
      current.subcategory === subcategory
        ? { ...current, step: 3 }
        : { ...current, subcategory, device: null, answers: [], rawAnswers: {}, step: 3 },
    );
  return (
    <>
      <h2>{t('sale.chooseSubcategory', { category: category?.name[locale] ?? '' })}</h2>
      <ChoiceList
        label={t('sale.chooseSubcategory', { category: category?.name[locale] ?? '' })}
        choices={(category?.subcategories ?? []).map((item) => ({ id: item.id, label: item.name[locale] }))}
        chosen={state.subcategory}
        onChoose={choose}
      />
    </>
  );
}

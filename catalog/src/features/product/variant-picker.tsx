import type { ProductDetail, ProductVariant } from './api/get-product';
import { useCatalogT } from '../../lib/remote';
import { chooseOption, valueState } from './select-variant';
import styles from './product.module.css';

interface Props {
  options: ProductDetail['options'];
  variants: readonly ProductVariant[];
  current: ProductVariant;
  onChange: (variant: ProductVariant) => void;
}

/** One radio group per option with more than one value; a value only found with other choices says so. */
export function VariantPicker({ options, variants, current, onChange }: Props) {
  const t = useCatalogT();
  return (
    <div className={styles.picker} data-testid="variant-picker">
      {options.map((option) =>
        option.values.length < 2 ? (
          <p key={option.internalName} className={styles.fixedOption}>
            <span>{option.name}:</span> {option.values[0]?.label}
          </p>
        ) : (
          <fieldset key={option.internalName} className={styles.option}>
            <legend>{option.name}</legend>
            {option.values.map((value) => {
              const state = valueState(variants, current, option.internalName, value.value);
              if (state === 'missing') return null;
              return (
                <label key={value.value} className={`${styles.optionValue} ${state === 'selected' ? styles.optionSelected : ''}`}>
                  <input
                    type="radio"
                    name={`option-${option.internalName}`}
                    value={value.value}
                    checked={state === 'selected'}
                    onChange={() => onChange(chooseOption(variants, current, option.internalName, value.value))}
                  />
                  {value.label}
                  {state === 'other-combination' && <span className={styles.hint}> {t('product.otherCombination')}</span>}
                </label>
              );
            })}
          </fieldset>
        ),
      )}
    </div>
  );
}

import styles from './ui.module.css';

export interface Choice {
  id: string;
  label: string;
  detail?: string;
}

/** A list of buttons, one chosen (aria-pressed); choosing moves the wizard on. */
export function ChoiceList({
  choices,
  chosen,
  onChoose,
  label,
}: {
  choices: Choice[];
  chosen: string | null;
  onChoose: (id: string) => void;
  label: string;
}) {
  return (
    <ul className={styles.choices} aria-label={label}>
      {choices.map((choice) => (
        <li key={choice.id}>
          <button type="button" className={styles.choice} aria-pressed={choice.id === chosen} onClick={() => onChoose(choice.id)}>
            <strong>{choice.label}</strong>
            {choice.detail && <div>{choice.detail}</div>}
          </button>
        </li>
      ))}
    </ul>
  );
}

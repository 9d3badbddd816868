import { useHost } from '@remac/remote-kit';
import { tradeInMessageText } from '@remac/shared-contracts/validation';
import styles from './ui.module.css';

export type Notice = { kind: 'mandatory' } | { kind: 'invalid' } | { kind: 'text'; text: string };

/** The form-level notice: "Mandatory fields — Please fill all the inputs above", or the API's own text. */
export function FormNotice({ notice }: { notice: Notice | null }) {
  const { locale } = useHost();
  if (!notice) return null;
  return (
    <div className={styles.alert} role="alert" data-testid="form-notice">
      {notice.kind === 'mandatory' ? (
        <>
          <strong>{tradeInMessageText('mandatoryFieldsTitle', locale)}</strong> <span>{tradeInMessageText('mandatoryFields', locale)}</span>
        </>
      ) : notice.kind === 'invalid' ? (
        <span>{tradeInMessageText('invalidValue', locale)}</span>
      ) : (
        <span>{notice.text}</span>
      )}
    </div>
  );
}

/** Which notice a set of field error codes calls for (any empty mandatory field → the mandatory one). */
export function noticeFor(codes: readonly string[]): Notice | null {
  if (codes.length === 0) return null;
  return codes.some((code) => code === 'required' || code === 'termsRequired') ? { kind: 'mandatory' } : { kind: 'invalid' };
}

import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { localizedPath } from '@remac/shared-contracts';
import { tradeInMessageText, type FieldError } from '@remac/shared-contracts/validation';
import { useHost } from '@remac/remote-kit';
import { noticeFor, type Notice } from '../../components/form-notice';
import { BookRepairDocument } from '../../lib/graphql/generated/book-repair-document';
import { rememberRequest } from '../../lib/last-request';
import { emptyRepair, type RepairValues } from './repair-fields';
import { repairStore } from './repair-store';

/** Books the repair; on success the form is emptied and the request page opens. */
export function useBookRepair(onProblem: (notice: Notice, errors: FieldError[]) => void) {
  const { locale } = useHost();
  const navigate = useNavigate();
  const [mutate] = useMutation(BookRepairDocument);
  const [sending, setSending] = useState(false);
  const book = async (values: RepairValues) => {
    setSending(true);
    try {
      const { data } = await mutate({ variables: { input: values } });
      const result = data?.bookRepair;
      if (result?.status === 'SUCCESS' && result.request) {
        rememberRequest({ reference: result.request.reference, email: result.request.email });
        repairStore.set(emptyRepair);
        await navigate(localizedPath('request-id', locale, { id: result.request.reference }));
        return;
      }
      if (result && (result.status === 'INVALID' || result.status === 'SLOT_TAKEN')) {
        const notice = result.status === 'INVALID' ? noticeFor(result.errors.map((error) => error.code)) : null;
        return onProblem(notice ?? { kind: 'text', text: result.notice ?? '' }, result.errors);
      }
      onProblem({ kind: 'text', text: result?.notice ?? tradeInMessageText('requestFailed', locale) }, []);
    } catch {
      onProblem({ kind: 'text', text: tradeInMessageText('requestFailed', locale) }, []);
    } finally {
      setSending(false);
    }
  };
  return { book, sending };
}

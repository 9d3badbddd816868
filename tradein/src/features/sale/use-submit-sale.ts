import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { localizedPath } from '@remac/shared-contracts';
import { tradeInMessageText, type FieldError } from '@remac/shared-contracts/validation';
import { useHost } from '@remac/remote-kit';
import { noticeFor, type Notice } from '../../components/form-notice';
import { SubmitSaleRequestDocument } from '../../lib/graphql/generated/submit-sale-request-document';
import { rememberRequest } from '../../lib/last-request';
import { sellerValues } from './seller-fields';
import { updateWizard } from './wizard-store';
import { resetWizard, type WizardState } from './wizard-state';

export interface SubmitProblem {
  notice: Notice;
  /** Field errors send the seller back to the form, where they show on their fields. */
  errors: FieldError[];
}

/** Sends the sale request; the API records its own quote. On success the request page opens. */
export function useSubmitSale(onProblem: (problem: SubmitProblem) => void) {
  const { locale } = useHost();
  const navigate = useNavigate();
  const [mutate] = useMutation(SubmitSaleRequestDocument);
  const [sending, setSending] = useState(false);

  const submit = async (state: WizardState) => {
    setSending(true);
    const failed = () => onProblem({ notice: { kind: 'text', text: tradeInMessageText('requestFailed', locale) }, errors: [] });
    try {
      const { data } = await mutate({
        variables: {
          input: {
            ...sellerValues(state.pdfInputs),
            deviceId: state.device,
            answers: state.answers,
            price: state.finalPrice,
            proposedPrice: state.userPrice > 0 ? state.userPrice : null,
          },
        },
      });
      const result = data?.submitSaleRequest;
      if (!result) return failed();
      if (result.status === 'SUCCESS' && result.request) {
        rememberRequest({ reference: result.request.reference, email: result.request.email });
        updateWizard((current) => resetWizard(current, ['locale']));
        await navigate(localizedPath('request-id', locale, { id: result.request.reference }));
        return;
      }
      if (result.status === 'INVALID') {
        const codes = result.errors.map((error) => error.code);
        return onProblem({ notice: noticeFor(codes) ?? { kind: 'text', text: result.notice ?? '' }, errors: result.errors });
      }
      onProblem({ notice: { kind: 'text', text: result.notice ?? tradeInMessageText('requestFailed', locale) }, errors: [] });
    } catch {
      failed();
    } finally {
      setSending(false);
    }
  };
  return { submit, sending };
}

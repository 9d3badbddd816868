import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isMessageCode, messageText } from '@remac/shared-contracts/validation';
import type { Locale } from '@remac/shared-contracts';
import { SubmitFormDocument } from '../../lib/graphql/generated';

export type FormOutcome = { kind: 'sent' } | { kind: 'unavailable'; text: string } | { kind: 'failed' };

/**
 * Sends a site form through the API's `submitForm`. Field errors from the server land on their
 * fields (as message codes, like the browser's own, or the API's text for others); the typed values stay in place on
 * any failure.
 */
export function useSubmitForm<T extends FieldValues>(slug: string, form: UseFormReturn<T>, locale: Locale) {
  const [mutate, { loading }] = useMutation(SubmitFormDocument);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const { data } = await mutate({ variables: { input: { form: slug, data: values } } });
      const result = data?.submitForm;
      if (!result) return setOutcome({ kind: 'failed' });
      if (result.status === 'SUCCESS') {
        form.reset();
        return setOutcome({ kind: 'sent' });
      }
      if (result.status === 'UNAVAILABLE') return setOutcome({ kind: 'unavailable', text: messageText('formUnavailable', locale) });
      // A shared code is shown in the page's language; anything else (a limit) as the API worded it, already localized.
      for (const error of result.errors) {
        form.setError(error.field as Path<T>, { message: isMessageCode(error.code) ? error.code : error.message });
      }
    } catch {
      setOutcome({ kind: 'failed' });
    }
  });

  return { submit, sending: loading || form.formState.isSubmitting, outcome };
}

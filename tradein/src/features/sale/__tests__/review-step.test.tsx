import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { initTestI18n, renderWithHost } from '@remac/remote-kit/testing';
import type { TradeInCatalogFile, TradeInDeviceData } from '@remac/shared-contracts/tradein';
import { tradein } from '../../../lib/remote';
import { SubmitSaleRequestDocument } from '../../../lib/graphql/generated/submit-sale-request-document';
import { ReviewStep } from '../steps/review-step';
import { sellerValues } from '../seller-fields';
import { emptyWizard, type WizardState } from '../wizard-state';
import type { SubmitProblem } from '../use-submit-sale';

const device: TradeInDeviceData = {
  id: '7',
  slug: 'macbook-air-m1',
  categoryId: '1',
  subcategoryId: '2',
  model: 'MacBook Air 13" 2020 M1',
  year: 2020,
  chip: 'Apple M1',
  memoryGb: 8,
  storageGb: 256,
  initialPrice: 38_000,
  minimumPrice: 5_000,
  questions: [],
};
const file = {
  devices: [device],
  questions: [],
  categories: [],
  declaration: { templateUrl: '/t.pdf', fontUrl: '/f.ttf' },
} as unknown as TradeInCatalogFile;
const state: WizardState = {
  ...emptyWizard,
  step: 7,
  device: '7',
  finalPrice: 38_000,
  pdfInputs: { name: 'Μαρία', vatNumber: '094259216', iban: 'GR1601101250000000012300695', acceptedTerms: true, dataErasure: true },
  locale: 'en',
};
const input = { ...sellerValues(state.pdfInputs), deviceId: '7', answers: [], price: 38_000, proposedPrice: null };

function Review() {
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  return <ReviewStep file={file} device={device} state={state} notice={problem?.notice ?? null} onProblem={setProblem} />;
}

async function submitWith(mock: MockedResponse, locale: 'el' | 'en') {
  await initTestI18n(tradein.translations, locale);
  renderWithHost(<Review />, { locale, mocks: [mock] });
  await userEvent
    .setup()
    .click(screen.getByRole('button', { name: locale === 'en' ? 'Submit sale request' : 'Υποβολή αιτήματος πώλησης' }));
}

const answer = (submitSaleRequest: object): MockedResponse => ({
  request: { query: SubmitSaleRequestDocument, variables: { input } },
  result: { data: { submitSaleRequest: { notice: null, errors: [], request: null, ...submitSaleRequest } } },
});

describe('submitting the sale request (spec §8)', () => {
  it('shows the API text when the sale service is inactive, and the review stays as it was', async () => {
    await submitWith(answer({ status: 'UNAVAILABLE', notice: 'Sale service temporarily unavailable' }), 'en');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sale service temporarily unavailable');
    expect(screen.getByTestId('sale-review')).toHaveTextContent('094259216');
  });

  it.each([
    ['en', 'Unable to submit request'],
    ['el', 'Δεν ήταν δυνατή η υποβολή του αιτήματος'],
  ] as const)('says the request could not be submitted when the API fails (%s)', async (locale, text) => {
    await submitWith({ request: { query: SubmitSaleRequestDocument, variables: { input } }, error: new Error('offline') }, locale);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('shows the mandatory-fields notice when the API finds an empty mandatory field', async () => {
    const errors = [{ field: 'surname', code: 'required', message: 'This field is required' }];
    await submitWith(answer({ status: 'INVALID', notice: 'Please fill all the inputs above', errors }), 'en');
    expect(await screen.findByRole('alert')).toHaveTextContent('Mandatory fields Please fill all the inputs above');
  });
});

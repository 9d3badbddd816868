import { emptyWizard, onLanguage, resetWizard, sanitizeWizard, withAnswer, type WizardState } from '../wizard-state';

const midway: WizardState = {
  ...emptyWizard,
  step: 5,
  category: '1',
  subcategory: '3',
  device: '12',
  answers: [{ question: 'powers-on', answer: 'yes' }],
  rawAnswers: { 'powers-on': 'yes' },
  userPrice: 40_000,
  finalPrice: 38_000,
  pdfInputs: { vatNumber: '094259216' },
  locale: 'el',
};

describe('wizard state', () => {
  it('resets to step 1 keeping only the chosen keys', () => {
    expect(resetWizard(midway)).toEqual(emptyWizard);
    expect(resetWizard(midway, ['locale', 'pdfInputs'])).toEqual({ ...emptyWizard, locale: 'el', pdfInputs: { vatNumber: '094259216' } });
  });

  it.each([
    ['above step 1 the wizard is cleared', 5, { ...emptyWizard, locale: 'en' }],
    ['at step 1 only the language is noted', 1, { ...midway, step: 1, locale: 'en' }],
  ])('on a language change %s', (_, step, expected) => {
    expect(onLanguage({ ...midway, step }, 'en')).toEqual(expected);
  });

  it('keeps the state when the language is the same, and notes the first language without clearing', () => {
    expect(onLanguage(midway, 'el')).toBe(midway);
    expect(onLanguage({ ...midway, locale: null }, 'en')).toEqual({ ...midway, locale: 'en' });
  });

  it('records an answer by question slug and as the ordered list the quote takes', () => {
    const next = withAnswer(withAnswer(midway, 'battery', 'good'), 'powers-on', 'no');
    expect(next.rawAnswers).toEqual({ 'powers-on': 'no', battery: 'good' });
    expect(next.answers).toEqual([
      { question: 'powers-on', answer: 'no' },
      { question: 'battery', answer: 'good' },
    ]);
  });

  it('turns whatever storage holds into a well-formed state', () => {
    expect(sanitizeWizard(null)).toEqual(emptyWizard);
    expect(sanitizeWizard('garbage')).toEqual(emptyWizard);
    expect(
      sanitizeWizard({ step: 99, userPrice: -5, rawAnswers: { a: 'b', c: 3 }, pdfInputs: { iban: 'GR', x: {} }, locale: 'fr' }),
    ).toEqual({
      ...emptyWizard,
      step: 7,
      rawAnswers: { a: 'b' },
      answers: [{ question: 'a', answer: 'b' }],
      pdfInputs: { iban: 'GR' },
    });
    expect(sanitizeWizard(JSON.parse(JSON.stringify(midway)))).toEqual(midway);
  });
});

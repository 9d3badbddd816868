import type { FormRow } from './form-row.js';

/** The submission's e-mail field, when it has one: whom answering the notice writes to, whom a confirmation goes to. */
export function formEmail(form: Pick<FormRow, 'fields'>, data: Record<string, unknown>): string | null {
  const field = form.fields.find((candidate) => candidate.kind === 'email');
  const value = field ? data[field.name] : undefined;
  return typeof value === 'string' && value ? value : null;
}

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { initI18n } from '../../locale/i18n';
import { UpdatePrompt } from '../update/update-prompt';
import { updateStore } from '../update/update-store';

it('hydrates the server markup (an empty live region) without a mismatch', async () => {
  await initI18n('en');
  const container = document.createElement('div');
  container.innerHTML = renderToString(<UpdatePrompt />);
  const onRecoverableError = jest.fn();
  await act(async () => void hydrateRoot(container, <UpdatePrompt />, { onRecoverableError }));
  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(container.querySelector('[role="status"]')).toBeEmptyDOMElement();
});

it('announces a waiting new version in a live region, and its button switches to it', async () => {
  await initI18n('el');
  expect(renderToString(<UpdatePrompt />)).not.toContain('button');
  render(<UpdatePrompt />);
  const region = screen.getByRole('status');
  expect(region).toBeEmptyDOMElement();

  const applyUpdate = jest.fn();
  act(() => updateStore.offer(applyUpdate));
  expect(region).toHaveTextContent('Μια νέα έκδοση του καταστήματος είναι διαθέσιμη.');
  await userEvent.click(screen.getByRole('button', { name: 'Ανανέωση' }));
  expect(applyUpdate).toHaveBeenCalledTimes(1);
});

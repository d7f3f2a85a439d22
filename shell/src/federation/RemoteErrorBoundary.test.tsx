import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { UNAVAILABLE_TITLE } from './unavailable';

// The panel's code is fetched only when a page fails: here it cannot be (the visitor went offline).
jest.mock('./UnavailablePanel', () => {
  throw new Error('ChunkLoadError: offline');
});

it("shows the panel's words and Retry even when the panel's own code cannot be fetched", async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const onRetry = jest.fn();
  function Broken(): never {
    throw new Error('remote down');
  }
  render(
    <RemoteErrorBoundary onRetry={onRetry}>
      <Broken />
    </RemoteErrorBoundary>,
  );
  expect(await screen.findByRole('heading', { name: UNAVAILABLE_TITLE })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalled();
});

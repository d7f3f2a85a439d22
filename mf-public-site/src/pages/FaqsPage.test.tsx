import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_DURATION_TEXT } from '@physio/shared-contracts';
import { faqs } from '../content/faqs';
import { renderPage } from '../lib/renderPage';
import FaqsPage from './FaqsPage';

it('lists the 10 questions as collapsed accordion buttons', async () => {
  renderPage(<FaqsPage />, { url: '/faqs' });
  for (const f of faqs) {
    expect(screen.getByRole('button', { name: f.question })).toHaveAttribute('aria-expanded', 'false');
  }
  expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(10);
  await waitFor(() => expect(document.title).toBe('FAQs | PhysioCare'));
});

it('opens an answer with the keyboard; session duration says 30 minutes to 1 hour', async () => {
  const user = userEvent.setup();
  renderPage(<FaqsPage />, { url: '/faqs' });
  const question = screen.getByRole('button', { name: 'How long does a physiotherapy session last?' });
  question.focus();
  await user.keyboard('{Enter}');
  expect(question).toHaveAttribute('aria-expanded', 'true');
  const panel = screen.getByRole('region', { name: 'How long does a physiotherapy session last?' });
  expect(panel).toHaveTextContent(SESSION_DURATION_TEXT);
  await user.keyboard(' ');
  expect(question).toHaveAttribute('aria-expanded', 'false');
});

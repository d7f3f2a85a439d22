import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_DURATION_TEXT } from '@physio/shared-contracts';
import { faqs } from '../content/faqs';
import { renderPage } from '../lib/renderPage';
import FaqsPage from './FaqsPage';

/** The `<details>` whose summary holds the question's heading. */
const questionItem = (question: string) =>
  screen.getByRole('heading', { level: 2, name: question }).closest('details');

it('lists the 10 questions as closed <details>, each answer already in the page', async () => {
  renderPage(<FaqsPage />, { url: '/faqs' });
  for (const f of faqs) {
    const item = questionItem(f.question);
    expect(item).not.toHaveAttribute('open');
    expect(item).toHaveTextContent(f.answer[0]!);
  }
  expect(document.querySelectorAll('details')).toHaveLength(10);
  await waitFor(() => expect(document.title).toBe('FAQs | PhysioCare'));
});

it('opens an answer from its question; session duration says 30 minutes to 1 hour', async () => {
  const user = userEvent.setup();
  renderPage(<FaqsPage />, { url: '/faqs' });
  const item = questionItem('How long does a physiotherapy session last?')!;
  await user.click(screen.getByRole('heading', { name: 'How long does a physiotherapy session last?' }));
  expect(item).toHaveAttribute('open');
  expect(item).toHaveTextContent(SESSION_DURATION_TEXT);
  await user.click(item.querySelector('summary')!);
  expect(item).not.toHaveAttribute('open');
});

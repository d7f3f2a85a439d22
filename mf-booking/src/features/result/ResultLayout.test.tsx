import { screen } from '@testing-library/react';
import { renderPage } from '@physio/shared-ui/testing';
import { ResultLayout } from './ResultLayout';

describe('ResultLayout', () => {
  it('keeps the card off the header: the column has the page frame’s top and bottom space', () => {
    renderPage(
      <ResultLayout title="Payment Failed">
        <p>Your payment did not go through.</p>
      </ResultLayout>,
    );
    const column = screen.getByRole('heading', { name: 'Payment Failed' }).closest('div')!.parentElement!
      .parentElement!;
    expect(getComputedStyle(column).paddingTop).toBe('2rem');
    expect(getComputedStyle(column).paddingBottom).toBe('3rem');
  });
});

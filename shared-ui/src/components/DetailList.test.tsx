import { screen } from '@testing-library/react';
import { renderUi } from '../test/render';
import { theme } from '../theme';
import { DetailList } from './DetailList';

describe('DetailList', () => {
  it('is a description list of label/value pairs, labelled, stacked on phones and two columns from 480 px', () => {
    renderUi(
      <DetailList aria-label="Booking">
        <dt>Sessions</dt>
        <dd>6</dd>
      </DetailList>,
    );
    const list = screen.getByLabelText('Booking');
    expect(list.tagName).toBe('DL');
    expect(screen.getByText('Sessions').tagName).toBe('DT');
    expect(screen.getByText('6').tagName).toBe('DD');
    const css = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText))
      .join('\n');
    expect(css).toContain(`min-width: ${theme.breakpoints.sm}px`);
    expect(css).toContain('minmax(6rem, max-content) 1fr');
  });
});

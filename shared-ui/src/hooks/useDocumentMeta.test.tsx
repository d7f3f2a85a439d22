import { render } from '@testing-library/react';
import { formatTitle, useDocumentMeta, type DocumentMeta } from './useDocumentMeta';

function Page(props: DocumentMeta) {
  useDocumentMeta(props);
  return null;
}

describe('useDocumentMeta', () => {
  it('sets title, description, canonical and og:title, and updates them', () => {
    const { rerender } = render(<Page title="About Us" description="Who we are" path="/about" />);
    expect(document.title).toBe('About Us | PhysioCare');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Who we are');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/about',
    );
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'About Us | PhysioCare',
    );
    rerender(<Page title="FAQs" description="Answers" path="/faqs" />);
    expect(document.title).toBe('FAQs | PhysioCare');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/faqs',
    );
  });

  it('keeps a noindex page out of search results only while it is shown', () => {
    const { rerender, unmount } = render(<Page title="Page Not Found" noindex />);
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    rerender(<Page title="About Us" />);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    rerender(<Page title="Page Not Found" noindex />);
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('does not repeat the brand', () => {
    expect(formatTitle('PhysioCare – Physiotherapy at home')).toBe('PhysioCare – Physiotherapy at home');
  });
});

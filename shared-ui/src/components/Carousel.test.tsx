import { act, fireEvent, screen } from '@testing-library/react';
import { renderUi } from '../test/render';
import { Carousel } from './Carousel';

function mockReducedMotion(matches: boolean) {
  const listeners = new Set<() => void>();
  const mq = {
    matches,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  };
  window.matchMedia = jest.fn().mockReturnValue(mq);
  return {
    set(value: boolean) {
      mq.matches = value;
      act(() => listeners.forEach((fn) => fn()));
    },
  };
}

const items = ['First slide', 'Second slide', 'Third slide'].map((text) => <p key={text}>{text}</p>);

const currentSlide = () =>
  screen.getAllByRole('group', { hidden: true }).find((el) => el.getAttribute('aria-hidden') !== 'true');

describe('Carousel', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

  it('is a labelled carousel region whose hidden slides are inert', () => {
    renderUi(<Carousel label="Testimonials" intervalMs={5000} items={items} />);
    const region = screen.getByRole('region', { name: 'Testimonials' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    expect(currentSlide()).toHaveTextContent('First slide');
    const hidden = screen.getAllByRole('group', { hidden: true }).filter((el) => el !== currentSlide());
    for (const slide of hidden) expect(slide).toHaveAttribute('inert');
  });

  it('advances every interval and wraps around', () => {
    renderUi(<Carousel label="Procedures" intervalMs={2000} items={items} />);
    advance(1999);
    expect(currentSlide()).toHaveTextContent('First slide');
    advance(1);
    expect(currentSlide()).toHaveTextContent('Second slide');
    advance(4000);
    expect(currentSlide()).toHaveTextContent('First slide');
  });

  it('pauses while hovered and resumes after', () => {
    renderUi(<Carousel label="Testimonials" intervalMs={5000} items={items} />);
    fireEvent.mouseEnter(screen.getByRole('region'));
    advance(20000);
    expect(currentSlide()).toHaveTextContent('First slide');
    fireEvent.mouseLeave(screen.getByRole('region'));
    advance(5000);
    expect(currentSlide()).toHaveTextContent('Second slide');
  });

  it('pauses while focus is inside and resumes when focus leaves', () => {
    renderUi(
      <>
        <Carousel label="Testimonials" intervalMs={5000} items={items} />
        <button type="button">Outside</button>
      </>,
    );
    const next = screen.getByRole('button', { name: 'Next slide' });
    act(() => next.focus());
    advance(20000);
    expect(currentSlide()).toHaveTextContent('First slide');
    act(() => screen.getByRole('button', { name: 'Outside' }).focus());
    advance(5000);
    expect(currentSlide()).toHaveTextContent('Second slide');
  });

  it('does not autoplay under prefers-reduced-motion, and stops when it is switched on', () => {
    const motion = mockReducedMotion(true);
    renderUi(<Carousel label="Testimonials" intervalMs={5000} items={items} />);
    advance(20000);
    expect(currentSlide()).toHaveTextContent('First slide');
    expect(screen.queryByRole('button', { name: /pause/i })).not.toBeInTheDocument();
    motion.set(false);
    advance(5000);
    expect(currentSlide()).toHaveTextContent('Second slide');
    motion.set(true);
    advance(20000);
    expect(currentSlide()).toHaveTextContent('Second slide');
  });

  it('previous/next/dot buttons move the slides, and Pause stops autoplay', () => {
    renderUi(<Carousel label="Testimonials" intervalMs={5000} items={items} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toHaveTextContent('Third slide');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toHaveTextContent('First slide');
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 2 of 3' }));
    expect(currentSlide()).toHaveTextContent('Second slide');
    expect(screen.getByRole('button', { name: 'Show slide 2 of 3' })).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Pause Testimonials' }));
    fireEvent.mouseLeave(screen.getByRole('region'));
    act(() => (document.activeElement as HTMLElement).blur());
    advance(20000);
    expect(currentSlide()).toHaveTextContent('Second slide');
    fireEvent.click(screen.getByRole('button', { name: 'Play Testimonials' }));
    act(() => (document.activeElement as HTMLElement).blur());
    advance(5000);
    expect(currentSlide()).toHaveTextContent('Third slide');
  });

  it('renders nothing for no items and no controls for one item', () => {
    const { container, unmount } = renderUi(<Carousel label="Empty" intervalMs={5000} items={[]} />);
    expect(container).toBeEmptyDOMElement();
    unmount();
    renderUi(<Carousel label="Single" intervalMs={5000} items={[<p key="a">Only</p>]} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Only')).toBeInTheDocument();
  });

  it('follows horizontal swipes on touch screens, ignoring small movements', () => {
    renderUi(<Carousel label="Testimonials" intervalMs={0} items={items} />);
    const viewport = screen.getByText('First slide').closest('[aria-roledescription="slide"]')!.parentElement!
      .parentElement!;
    const swipe = (from: number, to: number) => {
      fireEvent.touchStart(viewport, { touches: [{ clientX: from }] });
      fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: to }] });
    };
    swipe(300, 100);
    expect(currentSlide()).toHaveTextContent('Second slide');
    swipe(100, 300);
    expect(currentSlide()).toHaveTextContent('First slide');
    swipe(200, 180);
    expect(currentSlide()).toHaveTextContent('First slide');
    expect(screen.queryByRole('button', { name: /pause/i })).not.toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test/render';
import { Button, ButtonLink } from './Button';
import { InlineMessage } from './InlineMessage';
import { Spinner } from './Spinner';

describe('Button', () => {
  it('is a type=button by default and fires clicks', async () => {
    const onClick = jest.fn();
    renderUi(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is disabled and busy while loading, keeping its label', async () => {
    const onClick = jest.fn();
    renderUi(
      <Button loading variant="danger" fullWidth onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('button-spinner')).toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it.each(['primary', 'secondary', 'ghost'] as const)('renders the %s variant', (variant) => {
    renderUi(
      <Button variant={variant} type="submit">
        Go
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Go' })).toHaveAttribute('type', 'submit');
  });
});

describe('ButtonLink', () => {
  it('is a link to the route', () => {
    renderUi(
      <ButtonLink to="/booking" variant="secondary">
        Book now
      </ButtonLink>,
    );
    expect(screen.getByRole('link', { name: 'Book now' })).toHaveAttribute('href', '/booking');
  });
});

describe('InlineMessage and Spinner', () => {
  it('announces errors as alerts and others as status', () => {
    renderUi(
      <>
        <InlineMessage tone="error">Wrong OTP!</InlineMessage>
        <InlineMessage tone="success">Saved</InlineMessage>
        <InlineMessage tone="info">Note</InlineMessage>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong OTP!');
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual(['Saved', 'Note']);
  });

  it('Spinner exposes its label as a status', () => {
    renderUi(<Spinner label="Loading coupons…" hideLabel />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading coupons…');
  });
});

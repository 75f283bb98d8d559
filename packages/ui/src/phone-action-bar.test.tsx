import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { PhoneActionBar } from './phone-action-bar';
import { renderWithI18n, seriousA11yViolations } from './test-support';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

/** jsdom has no IntersectionObserver: one that the test drives. */
function stubIntersectionObserver() {
  const observed: Array<{ element: Element; callback: Callback }> = [];
  class Observer {
    constructor(private readonly callback: Callback) {}
    observe(element: Element) {
      observed.push({ element, callback: this.callback });
    }
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return observed;
}

afterEach(() => vi.unstubAllGlobals());

describe('PhoneActionBar', () => {
  it('submits the page form it names, with what was typed in it, from outside that form', () => {
    const submitted: string[] = [];
    const { container } = renderWithI18n(
      <>
        <form
          id="buy"
          onSubmit={(event) => {
            event.preventDefault();
            submitted.push(String(new FormData(event.currentTarget).get('quantity')));
          }}
        >
          <label htmlFor="quantity">Menge</label>
          <input id="quantity" name="quantity" defaultValue="1" />
          <button type="submit">In den Warenkorb</button>
        </form>
        <PhoneActionBar
          data-testid="bar"
          action={
            <Button type="submit" form="buy" tabIndex={-1}>
              In den Warenkorb
            </Button>
          }
        >
          CHF 9.90
        </PhoneActionBar>
      </>,
    );
    fireEvent.change(screen.getByLabelText('Menge'), { target: { value: '3' } });
    const bar = screen.getByTestId('bar');
    fireEvent.click(bar.querySelector('button')!);
    expect(submitted).toEqual(['3']);
    // Repeats the page's control: hidden from screen readers, not a tab stop.
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    expect(bar.querySelector('button')).toHaveAttribute('tabindex', '-1');
    expect(container).toHaveTextContent('CHF 9.90');
  });

  it('steps aside while the control it repeats is on screen', async () => {
    const observed = stubIntersectionObserver();
    renderWithI18n(
      <>
        <button id="own" type="button">
          Weiter
        </button>
        <PhoneActionBar data-testid="bar" hideWhileVisibleId="own" action={<a href="/checkout" tabIndex={-1}>Weiter</a>}>
          CHF 20.00
        </PhoneActionBar>
      </>,
    );
    const bar = screen.getByTestId('bar');
    expect(observed.map((entry) => entry.element.id)).toEqual(['own']);
    expect(bar).not.toHaveAttribute('data-covered');
    act(() => observed[0]!.callback([{ isIntersecting: true }]));
    expect(bar).toHaveAttribute('data-covered', 'true');
    act(() => observed[0]!.callback([{ isIntersecting: false }]));
    expect(bar).not.toHaveAttribute('data-covered');
  });

  it('has no serious accessibility violations', async () => {
    const { container } = renderWithI18n(
      <PhoneActionBar action={<a href="/checkout" tabIndex={-1}>Zur Kasse</a>}>CHF 20.00</PhoneActionBar>,
    );
    expect(await seriousA11yViolations(container)).toEqual([]);
  });
});

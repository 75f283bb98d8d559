import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShopFormatProvider, useShopTimeZone } from './shop-format';
import { formatMoney, type MoneyPattern } from './money';
import { moneyPatternsOf } from './money-patterns';

function Price({ value, currency, locale }: { value: number; currency: string; locale: string }) {
  return <p data-zone={useShopTimeZone()}>{formatMoney(value, { currency, locale })}</p>;
}

describe('ShopFormatProvider', () => {
  it('gives the components inside the shop\'s time zone, UTC without it', () => {
    const { container } = render(
      <>
        <ShopFormatProvider timeZone="Europe/Zurich">
          <Price value={1} currency="CHF" locale="de-CH" />
        </ShopFormatProvider>
        <Price value={2} currency="CHF" locale="de-CH" />
      </>,
    );
    const written = [...container.querySelectorAll('p')].map((p) => [p.dataset.zone, p.textContent]);
    expect(written).toEqual([['Europe/Zurich', 'CHF\u00a01.00'], ['UTC', 'CHF\u00a02.00']]);
  });

  it('takes the server\'s money patterns before the components inside write a price (decision 0069)', () => {
    const [pattern] = moneyPatternsOf('en-IE', ['SEK']) as [MoneyPattern];
    // A pattern only the handed-over data can produce: the provider's, not one derived here.
    const handed: MoneyPattern = { ...pattern, locale: 'xx-handed', group: '_', decimal: ':' };
    const { container } = render(
      <ShopFormatProvider timeZone="UTC" moneyPatterns={[handed]}>
        <Price value={1234.5} currency="SEK" locale="xx-handed" />
      </ShopFormatProvider>,
    );
    expect(container.textContent).toBe(`${pattern.before}1_234:50${pattern.after}`);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { VariantConfigurator } from './variant-configurator';
import { a11yViolations, fixtures, renderIn } from './test-utils';

// ProductTierPrices.json: the variant with the options M and blue, and its configurator.
const configurator = fixtures.tierConfigurator;
const selected = fixtures.tierProduct.optionIds!;
const ids = { red: 'cc02c6cf39ad43d5856a25f8928490bf', blue: '862a4c3c1326423a874b25b6d9ae2101', S: 'dcd3a971b122413785ed56a5782ed5b7', M: '24495f5441004fb9bcde8e1645714063', L: 'f13d254355cc41e28637e3428e23f279' };

describe('VariantConfigurator', () => {
  it('shows a group per property with the current options pressed (en)', () => {
    renderIn('en', <VariantConfigurator configurator={configurator} selectedOptionIds={selected} />);
    const colour = screen.getByRole('group', { name: 'Colour: blue' });
    expect(within(colour).getAllByRole('button').map((button) => [button.textContent, button.getAttribute('aria-pressed')])).toEqual([
      ['red', 'false'],
      ['blue', 'true'],
    ]);
    const size = screen.getByRole('group', { name: 'Size: M' });
    expect(within(size).getAllByRole('button').map((button) => button.textContent)).toEqual(['S', 'M', 'L']);
  });

  it('submits the whole selection with the option swapped in as a GET form', () => {
    renderIn('de', <VariantConfigurator configurator={fixtures.configurator} selectedOptionIds={selected} action="/Cigar-Special-40/SW10044" />);
    const form = screen.getByRole('form', { name: 'Ausführung' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/Cigar-Special-40/SW10044');
    const red = screen.getByRole('button', { name: 'red' });
    expect(red).toHaveAttribute('type', 'submit');
    expect(red).toHaveAttribute('name', 'options');
    expect(red).toHaveAttribute('value', `${ids.red}|${ids.M}`);
    expect(screen.getByRole('button', { name: 'L' })).toHaveAttribute('value', `${ids.blue}|${ids.L}`);
  });

  it('calls onSelect with the option ids and the switched group', () => {
    const onSelect = vi.fn();
    renderIn('en', <VariantConfigurator configurator={configurator} selectedOptionIds={selected} onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('button', { name: 'S' }));
    expect(onSelect).toHaveBeenCalledWith([ids.blue, ids.S], '6d71c64e67d64876b9c7fbb97fcba3c6');
    onSelect.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'blue' }));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('disables options that are in no variant (fr)', () => {
    const withUnavailable = configurator.map((group) => ({
      ...group,
      options: group.options!.map((option) => (option.id === ids.L ? { ...option, combinable: false } : option)),
    }));
    renderIn('fr', <VariantConfigurator configurator={withUnavailable} selectedOptionIds={selected} />);
    expect(screen.getByRole('button', { name: 'L (non disponible)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'S' })).toBeEnabled();
  });

  it('renders nothing without groups', () => {
    const { container } = renderIn('de', <VariantConfigurator configurator={[]} selectedOptionIds={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no axe violations', async () => {
    const { container } = renderIn('de', <VariantConfigurator configurator={configurator} selectedOptionIds={selected} pending />);
    expect(await a11yViolations(container)).toEqual([]);
  });
});

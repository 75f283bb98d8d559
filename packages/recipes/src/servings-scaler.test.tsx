import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createI18n, I18nextProvider } from '@gipfel/i18n';
import { uiTexts } from '@gipfel/ui';
import { recipesTexts } from './texts';
import { ServingsScaler } from './servings-scaler';
import { expectNoAxeViolations, fondue, renderWithI18n } from './test-utils';

function lines() {
  return screen.getAllByRole('listitem').map((item) => item.textContent);
}

describe('ServingsScaler', () => {
  it('is a GET form with ?servings= and lists the amounts for the servings', async () => {
    const { container } = renderWithI18n(<ServingsScaler recipe={fondue} servings={2} action="/recipes/kaesefondue-moitie-moitie" />);
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/recipes/kaesefondue-moitie-moitie');
    expect(screen.getByRole('spinbutton', { name: 'Portionen' })).toHaveAttribute('name', 'servings');
    expect(lines()).toEqual(['200 g Greyerzer, gerieben', '1 Zehe Knoblauch', '1½ cl Kirsch', '150 ml Weisswein', 'etwas Pfeffer', '½ TL Maisstärke']);
    await expectNoAxeViolations(container);
  });

  it('recomputes at once with JavaScript, singular and plural included (en)', () => {
    const onChange = vi.fn();
    renderWithI18n(<ServingsScaler recipe={fondue} servings={4} action="/en/recipes/x" onServingsChange={onChange} />, 'en');
    expect(lines()[1]).toBe('2 cloves Knoblauch');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Servings' }), { target: { value: '2' } });
    expect(lines()[1]).toBe('1 clove Knoblauch');
    expect(screen.getByText('Amounts for 2 persons')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(2);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Servings' }), { target: { value: '12' } });
    expect(lines()[0]).toBe('1200 g Greyerzer, gerieben');
  });

  it('says what is wrong with bad input and keeps the last amounts (fr)', async () => {
    const { container } = renderWithI18n(<ServingsScaler recipe={fondue} servings={4} action="/fr/recipes/x" />, 'fr');
    const input = screen.getByRole('spinbutton', { name: 'Portions' });
    fireEvent.change(input, { target: { value: '150' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez saisir un nombre entier entre 1 et 99.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect(lines()[0]).toBe('400 g de Greyerzer, gerieben');
    await expectNoAxeViolations(container);
    fireEvent.change(input, { target: { value: '8' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(lines()[1]).toBe('4 gousses de Knoblauch');
  });

  it('shows a bad ?servings= value from the server with the message', () => {
    renderWithI18n(<ServingsScaler recipe={fondue} servings={4} invalidValue="abc" action="/recipes/x" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte geben Sie eine ganze Zahl zwischen 1 und 99 ein.');
  });

  it('takes over a number typed into the server-rendered field before hydration (fr)', async () => {
    const i18n = createI18n({ language: 'fr', namespaces: { recipes: recipesTexts, ui: uiTexts } });
    const tree = (
      <I18nextProvider i18n={i18n}>
        <ServingsScaler recipe={fondue} servings={4} action="/fr/recipes/x" />
      </I18nextProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    (within(container).getByRole('spinbutton', { name: 'Portions' }) as HTMLInputElement).value = '2';
    await act(async () => {
      hydrateRoot(container, tree);
    });
    expect(within(container).getByRole('spinbutton', { name: 'Portions' })).toHaveValue(2);
    expect(within(container).getAllByRole('listitem')[0]).toHaveTextContent('200 g de Greyerzer, gerieben');
    container.remove();
  });
});

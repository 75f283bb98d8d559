import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { NutritionTable } from './nutrition-table';
import { RecipeDetail } from './recipe-detail';
import { expectNoAxeViolations, fondue, renderWithI18n } from './test-utils';

describe('RecipeDetail', () => {
  it('shows picture, name, teaser, facts, ingredients, ordered steps, nutrition and tags', async () => {
    const { container } = renderWithI18n(
      <RecipeDetail recipe={fondue} servings={4} action="/recipes/kaesefondue-moitie-moitie" printHref={(s) => `/recipes/kaesefondue-moitie-moitie/print?servings=${s}&autoprint=1`} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Käsefondue moitié-moitié' })).toBeInTheDocument();
    expect(screen.getByText('Der Klassiker mit Greyerzer und Vacherin Fribourgeois.')).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Fondue im Caquelon' });
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
    expect(screen.getByText('1 Std. 35 Min.')).toBeInTheDocument();
    const steps = container.querySelector('ol')!;
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('table', { name: 'Nährwerte pro Portion' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Stichworte' })).toHaveTextContent('Vegetarisch');
    expect(screen.getByRole('link', { name: 'Rezept drucken' })).toHaveAttribute('href', '/recipes/kaesefondue-moitie-moitie/print?servings=4&autoprint=1');
    await expectNoAxeViolations(container);
  });

  it('keeps facts and print link in step with the scaler (en)', () => {
    renderWithI18n(<RecipeDetail recipe={fondue} servings={4} action="/en/recipes/x" printHref={(s) => `/en/recipes/x/print?servings=${s}`} />, 'en');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Servings' }), { target: { value: '6' } });
    expect(screen.getByText('6 persons')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Print recipe' })).toHaveAttribute('href', '/en/recipes/x/print?servings=6');
  });
});

describe('NutritionTable', () => {
  it('has a caption, column headers and row headers (fr)', async () => {
    const { container } = renderWithI18n(<NutritionTable nutrition={fondue.nutrition} />, 'fr');
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Valeur nutritive', 'Par portion']);
    expect(screen.getAllByRole('rowheader').map((c) => c.textContent)).toEqual(['Énergie', 'Matières grasses', 'Glucides', 'Protéines', 'Sel', 'Cholestérol']);
    expect(screen.getByRole('row', { name: /Matières grasses/ })).toHaveTextContent('38,5 g');
    await expectNoAxeViolations(container);
  });

  it('renders nothing without values', () => {
    const { container } = renderWithI18n(<NutritionTable nutrition={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});

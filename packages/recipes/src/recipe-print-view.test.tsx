import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { recipeJsonLd } from './json-ld';
import { RecipePrintView } from './recipe-print-view';
import { expectNoAxeViolations, fondue, renderWithI18n } from './test-utils';

afterEach(() => vi.restoreAllMocks());

describe('RecipePrintView', () => {
  it('shows the recipe for the servings with a print button and a link back', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { container } = renderWithI18n(<RecipePrintView recipe={fondue} servings={2} backHref="/recipes/kaesefondue-moitie-moitie?servings=2" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Zutaten für 2 Personen' })).toBeInTheDocument();
    expect(screen.getByText('200 g Greyerzer, gerieben')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zum Rezept' })).toHaveAttribute('href', '/recipes/kaesefondue-moitie-moitie?servings=2');
    expect(print).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Drucken' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(container.querySelector('nav')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('opens the print dialog once when asked (en)', () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const done = vi.fn();
    renderWithI18n(<RecipePrintView recipe={fondue} servings={1} backHref="/en/recipes/x" autoPrint onAutoPrinted={done} />, 'en');
    expect(print).toHaveBeenCalledTimes(1);
    expect(done).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Ingredients for 1 person' })).toBeInTheDocument();
  });
});

describe('recipeJsonLd', () => {
  it('describes the recipe for search engines with < escaped', () => {
    const json = recipeJsonLd({ ...fondue, steps: ['Heat </script><b>'] }, { url: 'https://shop.example/recipes/kaesefondue-moitie-moitie', language: 'de' });
    expect(json).not.toContain('</script>');
    const schema = JSON.parse(json);
    expect(schema).toMatchObject({
      '@type': 'Recipe',
      name: 'Käsefondue moitié-moitié',
      totalTime: 'PT1H35M',
      recipeYield: '4',
      recipeInstructions: [{ '@type': 'HowToStep', text: 'Heat </script><b>' }],
      nutrition: { '@type': 'NutritionInformation', calories: '620 kcal', fatContent: '38.5 g' },
    });
    expect(schema.recipeIngredient).toContain('2 Zehen Knoblauch');
  });
});

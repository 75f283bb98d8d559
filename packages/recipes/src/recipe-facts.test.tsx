import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { createI18n, type LanguageCode, I18nextProvider } from '@gipfel/i18n';
import { RecipeFacts, type RecipeFactsProps } from './recipe-facts';
import { recipesTexts } from './texts';

function renderIn(language: LanguageCode, recipe: RecipeFactsProps['recipe']) {
  return render(
    <I18nextProvider i18n={createI18n({ language, namespaces: { recipes: recipesTexts } })}>
      <RecipeFacts recipe={recipe} />
    </I18nextProvider>,
  );
}

function facts(container: HTMLElement) {
  return [...container.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

describe('RecipeFacts', () => {
  it('shows servings, cook time and difficulty in German', () => {
    const { container } = renderIn('de', { servings: 4, cookTimeMinutes: 90, difficulty: 'medium' });
    expect(facts(container)).toEqual([
      ['Portionen', '4 Personen'],
      ['Zubereitungszeit', '1 Std. 30 Min.'],
      ['Schwierigkeit', 'Mittel'],
    ]);
    expect(container.querySelector('time')).toHaveAttribute('datetime', 'PT1H30M');
  });

  it('uses the singular for one person (en) and French labels', () => {
    const english = renderIn('en', { servings: 1, cookTimeMinutes: 20, difficulty: 'easy' });
    expect(facts(english.container)).toEqual([
      ['Servings', '1 person'],
      ['Cooking time', '20 min'],
      ['Difficulty', 'Easy'],
    ]);
    english.unmount();
    const { container } = renderIn('fr', { servings: 6, cookTimeMinutes: 120, difficulty: 'hard' });
    expect(facts(container)).toEqual([
      ['Portions', '6 personnes'],
      ['Temps de préparation', '2 h'],
      ['Difficulté', 'Difficile'],
    ]);
    expect(screen.getByText('2 h').tagName).toBe('TIME');
  });

  it('has no axe violations', async () => {
    const { container } = renderIn('de', { servings: 2, cookTimeMinutes: 45, difficulty: 'easy' });
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

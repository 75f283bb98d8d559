import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';
import { renderWithI18n, seriousA11yViolations } from './test-support';
import { visuallyHidden } from './visually-hidden.css';

describe('Spinner', () => {
  it('is a status that reads the German "loading" text by default', async () => {
    const { container } = renderWithI18n(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen …');
    expect(screen.getByText('Wird geladen …')).toHaveClass(visuallyHidden);
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  it('speaks French when the page is French', () => {
    renderWithI18n(<Spinner />, { language: 'fr' });
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
  });

  it('takes a more precise label', () => {
    renderWithI18n(<Spinner label="Warenkorb wird aktualisiert" />);
    expect(screen.getByRole('status')).toHaveTextContent('Warenkorb wird aktualisiert');
    expect(screen.queryByText('Wird geladen …')).not.toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ProductReviewForm, reviewRules } from './product-review-form';
import { a11yViolations, renderIn } from './test-utils';

const productId = '0190a4f0c4b27a1e8a3b5c6d7e8f9012';

describe('ProductReviewForm', () => {
  it('is a plain post form with rating, title and text (de)', () => {
    const { container } = renderIn('de', <ProductReviewForm productId={productId} action="/kaese#review" />);
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/kaese#review');
    expect(container.querySelector('input[name="intent"]')).toHaveValue('review');
    expect(container.querySelector('input[name="productId"]')).toHaveValue(productId);
    const rating = screen.getByRole('group', { name: /Ihre Bewertung/ });
    expect(within(rating).getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('radio', { name: /^4 Sterne/ })).toHaveAttribute('value', '4');
    expect(screen.getByRole('textbox', { name: /Titel/ })).toHaveAttribute('name', 'title');
    expect(screen.getByRole('textbox', { name: /Ihre Meinung/ })).toHaveAccessibleDescription(`Mindestens ${reviewRules.contentMinLength} Zeichen.`);
    expect(screen.getByRole('button', { name: 'Bewertung senden' })).toBeEnabled();
  });

  it('keeps the values and ties the errors to their fields (en)', () => {
    renderIn(
      'en',
      <ProductReviewForm
        productId={productId}
        values={{ points: '3', title: 'Good', content: 'Too short.' }}
        errors={{ title: { key: 'validation.minLength', params: { min: 5 } }, content: { key: 'validation.minLength', params: { min: 40 } } }}
      />,
    );
    expect(screen.getByRole('radio', { name: /^3 stars/ })).toBeChecked();
    const title = screen.getByRole('textbox', { name: /Title/ });
    expect(title).toHaveValue('Good');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(/Please enter at least 5 characters./);
    const content = screen.getByRole('textbox', { name: /Your opinion/ });
    expect(content).toHaveValue('Too short.');
    expect(content).toHaveAccessibleDescription(/Please enter at least 40 characters\./);
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: 'Title: Please enter at least 5 characters.' })).toHaveAttribute('href', `#${title.id}`);
  });

  it('names the rating error on the group (fr)', () => {
    renderIn('fr', <ProductReviewForm productId={productId} errors={{ points: { key: 'validation.required' } }} />);
    const group = screen.getByRole('group', { name: /Votre note/ });
    expect(group).toHaveAccessibleDescription('Ce champ est obligatoire.');
  });

  it('says the review shows after approval once it is sent', () => {
    renderIn('fr', <ProductReviewForm productId={productId} status="sent" />);
    expect(screen.getByRole('status')).toHaveTextContent('Elle s’affichera dès que nous l’aurons validée');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers visitors the login instead of the form', () => {
    const { container } = renderIn('de', <ProductReviewForm productId={productId} loginHref="/login?redirectTo=%2Fkaese" />);
    expect(screen.getByRole('link', { name: 'Melden Sie sich an, um eine Bewertung zu schreiben' })).toHaveAttribute('href', '/login?redirectTo=%2Fkaese');
    expect(container.querySelector('form')).toBeNull();
  });

  it('reports too many requests with the wait time', () => {
    renderIn('en', <ProductReviewForm productId={productId} status="tooManyRequests" retryAfterSeconds={42} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please wait 42 seconds');
  });

  it('has no axe violations, also with errors', async () => {
    const empty = renderIn('de', <ProductReviewForm productId={productId} />);
    expect(await a11yViolations(empty.container)).toEqual([]);
    empty.unmount();
    const failed = renderIn('fr', <ProductReviewForm productId={productId} errors={{ points: { key: 'validation.required' }, content: { key: 'validation.required' } }} />);
    expect(await a11yViolations(failed.container)).toEqual([]);
  });
});

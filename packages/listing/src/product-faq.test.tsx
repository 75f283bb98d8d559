import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { ProductFaq } from './product-faq';
import { a11yViolations, renderIn } from './test-utils';

const entries = [
  { id: 'q1', question: 'Ist das Mehl glutenfrei?', answer: 'Nein, Dinkel enthält Gluten.' },
  { id: 'q2', question: 'Wie lange ist es haltbar?', answer: 'Ungeöffnet 12 Monate.\nKühl und trocken lagern.' },
  { id: 'q3', question: '  ', answer: 'Ohne Frage wird nichts gezeigt.' },
];

describe('ProductFaq', () => {
  it('lists the questions closed and opens an answer (de)', () => {
    const { container } = renderIn('de', <ProductFaq entries={entries} />);
    expect(screen.getByRole('heading', { name: 'Häufige Fragen' })).toBeInTheDocument();
    const details = container.querySelectorAll('details');
    expect(details).toHaveLength(2);
    expect(details[0]).not.toHaveAttribute('open');
    fireEvent.click(screen.getByText('Ist das Mehl glutenfrei?'));
    expect(details[0]).toHaveAttribute('open');
    expect(container).not.toHaveTextContent('Ohne Frage');
  });

  it('translates the heading (en, fr) and takes a custom one', () => {
    const english = renderIn('en', <ProductFaq entries={entries} />);
    expect(screen.getByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
    english.unmount();
    const french = renderIn('fr', <ProductFaq entries={entries} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Questions fréquentes' })).toBeInTheDocument();
    french.unmount();
    renderIn('de', <ProductFaq entries={entries} title="Fragen zum Dinkelmehl" />);
    expect(screen.getByRole('heading', { name: 'Fragen zum Dinkelmehl' })).toBeInTheDocument();
  });

  it('renders nothing without entries', () => {
    const { container } = renderIn('de', <ProductFaq entries={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no axe violations', async () => {
    const { container } = renderIn('de', <ProductFaq entries={entries} />);
    expect(await a11yViolations(container)).toEqual([]);
  });
});

import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

function Servings() {
  const [value, setValue] = useState('4');
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, value, setValue);
  return (
    <form>
      <input ref={field} aria-label="servings" value={value} onChange={(event) => setValue(event.currentTarget.value)} />
      <output>{value}</output>
    </form>
  );
}

/** Server HTML, changed by the shopper before hydration, then hydrated. */
async function hydrateAfter(element: JSX.Element, before: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  before(container);
  await act(async () => {
    hydrateRoot(container, element);
  });
  return container;
}

describe('useTypedBeforeHydration', () => {
  it('takes over text typed into the server-rendered field', async () => {
    const container = await hydrateAfter(<Servings />, (c) => {
      c.querySelector('input')!.value = '6';
    });
    expect(container.querySelector('output')!.textContent).toBe('6');
    expect(container.querySelector('input')!.value).toBe('6');
    container.remove();
  });

  it('changes nothing when the shopper did not touch the field', async () => {
    const container = await hydrateAfter(<Servings />, () => {});
    expect(container.querySelector('output')!.textContent).toBe('4');
    expect(container.querySelector('input')!.value).toBe('4');
    container.remove();
  });
});

import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { captureChoicesScript, restoreChoicesBeforeHydration } from './choices-before-hydration';

function AccountForm() {
  const [type, setType] = useState('private');
  const [terms, setTerms] = useState(false);
  return (
    <form>
      {['private', 'business'].map((value) => (
        <label key={value}>
          <input type="radio" name="accountType" value={value} checked={type === value} onChange={() => setType(value)} />
          {value}
        </label>
      ))}
      <label>
        <input type="checkbox" name="newsletter" defaultChecked />
        newsletter
      </label>
      <label>
        <input type="checkbox" name="terms" checked={terms} onChange={(event) => setTerms(event.currentTarget.checked)} />
        terms
      </label>
      <output>{type}</output>
      <output>{terms ? 'agreed' : 'not agreed'}</output>
    </form>
  );
}

/** Like the header's country switch: an uncontrolled select whose form applies it on change. */
function CountryForm({ onApply }: { onApply: (country: string) => void }) {
  return (
    <form onChange={(event) => onApply(new FormData(event.currentTarget).get('country') as string)}>
      <select name="country" defaultValue="CH" aria-label="country">
        {['CH', 'DE', 'FR'].map((iso) => (
          <option key={iso} value={iso}>
            {iso}
          </option>
        ))}
      </select>
    </form>
  );
}

function installCapture() {
  // The inline script as the document runs it.
  new Function(captureChoicesScript)();
}

function choose(input: HTMLInputElement) {
  input.click();
}

/** Server HTML, changed by the shopper before hydration, then hydrated (optionally restored). */
async function hydrateAfter(before: (container: HTMLElement) => void, restore: boolean, afterHydration?: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<AccountForm />);
  document.body.append(container);
  before(container);
  await act(async () => {
    hydrateRoot(container, <AccountForm />);
  });
  afterHydration?.(container);
  if (restore) await act(async () => void restoreChoicesBeforeHydration());
  return container;
}

const input = (container: HTMLElement, selector: string) => container.querySelector<HTMLInputElement>(selector)!;

afterEach(() => {
  restoreChoicesBeforeHydration();
  document.body.innerHTML = '';
});

describe('choices made before hydration', () => {
  it('are undone by hydration alone (why this exists)', async () => {
    installCapture();
    const container = await hydrateAfter((c) => {
      choose(input(c, 'input[value="business"]'));
      choose(input(c, 'input[name="newsletter"]'));
      choose(input(c, 'input[name="terms"]'));
    }, false);
    expect(input(container, 'input[value="business"]').checked).toBe(false);
    // Checkboxes keep what the shopper did on screen, but a controlled one's state does not know it.
    expect(input(container, 'input[name="newsletter"]').checked).toBe(false);
    expect(input(container, 'input[name="terms"]').checked).toBe(true);
    expect(container.querySelectorAll('output')[1]!.textContent).toBe('not agreed');
  });

  it('come back after hydration, through the page handlers', async () => {
    installCapture();
    const container = await hydrateAfter((c) => {
      choose(input(c, 'input[value="business"]'));
      choose(input(c, 'input[name="newsletter"]'));
    }, true);
    expect(input(container, 'input[value="business"]').checked).toBe(true);
    expect(container.querySelector('output')!.textContent).toBe('business');
    expect(input(container, 'input[name="newsletter"]').checked).toBe(false);
  });

  it('reach a controlled radio group whose screen hydration left as the shopper set it (as Chromium does)', async () => {
    installCapture();
    const container = await hydrateAfter(
      (c) => choose(input(c, 'input[value="business"]')),
      true,
      // The screen shows the shopper's choice, React's state the server's.
      (c) => Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')!.set!.call(input(c, 'input[value="business"]'), true),
    );
    expect(container.querySelector('output')!.textContent).toBe('business');
    expect(input(container, 'input[value="business"]').checked).toBe(true);
    expect(input(container, 'input[value="private"]').checked).toBe(false);
  });

  it('tell a controlled checkbox what the screen shows', async () => {
    installCapture();
    const container = await hydrateAfter((c) => {
      choose(input(c, 'input[name="terms"]'));
    }, true);
    expect(input(container, 'input[name="terms"]').checked).toBe(true);
    expect(container.querySelectorAll('output')[1]!.textContent).toBe('agreed');
  });

  it('keep the last choice of a group and leave untouched inputs alone', async () => {
    installCapture();
    const container = await hydrateAfter((c) => {
      choose(input(c, 'input[value="business"]'));
      choose(input(c, 'input[value="private"]'));
    }, true);
    expect(input(container, 'input[value="private"]').checked).toBe(true);
    expect(container.querySelector('output')!.textContent).toBe('private');
    expect(input(container, 'input[name="newsletter"]').checked).toBe(true);
  });

  it('reach a select whose change happened before its form listened, once, with the last option', async () => {
    installCapture();
    const applied: string[] = [];
    const container = document.createElement('div');
    container.innerHTML = renderToString(<CountryForm onApply={() => {}} />);
    document.body.append(container);
    const select = container.querySelector('select')!;
    for (const iso of ['FR', 'DE']) {
      select.value = iso;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    await act(async () => {
      hydrateRoot(container, <CountryForm onApply={(iso) => applied.push(iso)} />);
    });
    expect(applied).toEqual([]);
    let replayed = 0;
    await act(async () => {
      replayed = restoreChoicesBeforeHydration();
    });
    expect(replayed).toBe(1);
    expect(applied).toEqual(['DE']);
    expect(container.querySelector('select')!.value).toBe('DE');
  });

  it('are noted only until restored, and restoring without the script does nothing', async () => {
    expect(restoreChoicesBeforeHydration()).toBe(0);
    installCapture();
    const container = await hydrateAfter(() => {}, true);
    // After the restore the script no longer notes changes.
    choose(input(container, 'input[value="business"]'));
    expect(restoreChoicesBeforeHydration()).toBe(0);
    expect(container.querySelector('output')!.textContent).toBe('business');
  });
});

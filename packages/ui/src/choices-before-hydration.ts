/**
 * Radio buttons and checkboxes the shopper changes before the page is hydrated. React's hydration
 * puts a radio group back to the server's choice (it re-applies each input's initial `checked`),
 * or a controlled input keeps its server state in React while the screen shows the shopper's
 * until the next render puts it back: without this a slow device undoes the business account type
 * or a payment method, or counts a bundle item the shopper unticked. Two parts:
 * - `captureChoicesScript`: a small inline script for the document, before the forms (with the
 *   page's CSP nonce), that notes every change of a radio button or checkbox;
 * - `restoreChoicesBeforeHydration()`: run once after hydration (an effect of the document's
 *   root component); it clicks each noted input into the shopper's state, in the order the
 *   shopper changed them, so the page's own handlers see the choice as if made now.
 */
export const captureChoicesScript =
  "(function(){if(window.__gipfelChoices)return;var list=[];function note(e){var t=e.target;if(t&&t.tagName==='INPUT'&&(t.type==='radio'||t.type==='checkbox'))list.push([t,t.checked])}document.addEventListener('change',note,true);window.__gipfelChoices={list:list,stop:function(){document.removeEventListener('change',note,true)}}})();";

interface CapturedChoices {
  list: [HTMLInputElement, boolean][];
  stop(): void;
}

type ChoicesWindow = Window & { __gipfelChoices?: CapturedChoices | null };

/** Puts back the choices noted before hydration; returns how many inputs it clicked. */
export function restoreChoicesBeforeHydration(view: Window = window): number {
  const captured = (view as ChoicesWindow).__gipfelChoices;
  if (!captured) return 0;
  captured.stop();
  (view as ChoicesWindow).__gipfelChoices = null;
  const { list } = captured;
  // Each input's last change counts, in the order of those last changes (A, B, A again: A).
  const lastIndex = new Map<HTMLInputElement, number>();
  list.forEach(([input], index) => lastIndex.set(input, index));
  let clicked = 0;
  list.forEach(([input, checked], index) => {
    if (lastIndex.get(input) !== index || !input.isConnected || input.disabled) return;
    // A radio button that was unchecked is covered by the one the shopper checked instead.
    if (input.type === 'radio' && !checked) return;
    // Hydration may have put the server's state back on screen; if not, the screen shows the
    // shopper's choice while a controlled input's state still holds the server's. Either way one
    // click that ends in the shopper's state lets React (and the page's handlers) see the change.
    if (input.checked === checked) input.checked = !checked;
    input.click();
    clicked += 1;
  });
  return clicked;
}

/**
 * Radio buttons, checkboxes and selects the shopper changes before the page is hydrated. React's
 * hydration puts a radio group back to the server's choice (it re-applies each input's initial
 * `checked`), or a controlled input keeps its server state in React while the screen shows the
 * shopper's until the next render puts it back; a select keeps the shopper's option on screen, but
 * its change happened before any handler listened: without this a slow device undoes the business
 * account type or a payment method, counts a bundle item the shopper unticked, or shows a delivery
 * country that was never applied. Two parts:
 * - `captureChoicesScript`: a small inline script for the document, before the forms (with the
 *   page's CSP nonce), that notes every change of a radio button, checkbox or select;
 * - `restoreChoicesBeforeHydration()`: run once after hydration (an effect of the document's
 *   root component); it clicks each noted input into the shopper's state and sends each noted
 *   select a change event with the shopper's option, in the order the shopper changed them, so the
 *   page's own handlers see the choice as if made now.
 */
export const captureChoicesScript =
  "(function(){if(window.__gipfelChoices)return;var list=[];function note(e){var t=e.target;if(!t)return;if(t.tagName==='INPUT'&&(t.type==='radio'||t.type==='checkbox'))list.push([t,t.checked]);else if(t.tagName==='SELECT')list.push([t,t.value])}document.addEventListener('change',note,true);window.__gipfelChoices={list:list,stop:function(){document.removeEventListener('change',note,true)}}})();";

/** A radio button or checkbox with its `checked`, or a select with its `value`, as changed. */
type CapturedChoice = [HTMLInputElement, boolean] | [HTMLSelectElement, string];

interface CapturedChoices {
  list: CapturedChoice[];
  stop(): void;
}

type ChoicesWindow = Window & { __gipfelChoices?: CapturedChoices | null };

/** Puts back the choices noted before hydration; returns how many controls it replayed. */
export function restoreChoicesBeforeHydration(view: Window = window): number {
  const captured = (view as ChoicesWindow).__gipfelChoices;
  if (!captured) return 0;
  captured.stop();
  (view as ChoicesWindow).__gipfelChoices = null;
  const { list } = captured;
  // Each control's last change counts, in the order of those last changes (A, B, A again: A).
  const lastIndex = new Map<HTMLInputElement | HTMLSelectElement, number>();
  list.forEach(([control], index) => lastIndex.set(control, index));
  let replayed = 0;
  list.forEach((choice, index) => {
    const [control] = choice;
    if (lastIndex.get(control) !== index || !control.isConnected || control.disabled) return;
    if (isSelectChoice(choice) ? replaySelect(choice) : replayInput(choice)) replayed += 1;
  });
  return replayed;
}

/** The capture script notes a select's value (a string), an input's `checked` (a boolean). */
const isSelectChoice = (choice: CapturedChoice): choice is [HTMLSelectElement, string] => typeof choice[1] === 'string';

function replaySelect([select, value]: [HTMLSelectElement, string]): boolean {
  // React keeps a select's option on screen at hydration; its handlers never heard of the change.
  // An option gone since (another render) is not invented.
  if (![...select.options].some((option) => option.value === value)) return false;
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  return true;
}

function replayInput([input, checked]: [HTMLInputElement, boolean]): boolean {
  // A radio button that was unchecked is covered by the one the shopper checked instead.
  if (input.type === 'radio' && !checked) return false;
  // Hydration may have put the server's state back on screen; if not, the screen shows the
  // shopper's choice while a controlled input's state still holds the server's. Either way one
  // click that ends in the shopper's state lets React (and the page's handlers) see the change.
  if (input.checked === checked) input.checked = !checked;
  input.click();
  return true;
}

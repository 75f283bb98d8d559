import { readCountries, readSalutations, translatedText, type Schemas, type StoreApiClient } from '@gipfel/api';
import type { SelectOption } from '@gipfel/ui';

/** What the registration form offers (`RegisterForm`'s `salutations`, `countries`, `states`). */
export interface RegistrationChoices {
  salutations: SelectOption[];
  countries: SelectOption[];
  /** The country whose states are listed: the one asked for, else Switzerland (the shop's market). */
  countryId: string;
  states: SelectOption[];
  /** The country wants a state (`forceStateInRegistration`). */
  stateRequired: boolean;
}

const byPosition = (a: { position?: number; label: string }, b: { position?: number; label: string }) =>
  (a.position ?? 0) - (b.position ?? 0) || a.label.localeCompare(b.label);

function statesOf(country: Schemas['Country'] | undefined): SelectOption[] {
  const states = (country?.states ?? []) as Schemas['CountryState'][];
  return states
    .filter((state) => state.active !== false)
    .map((state) => ({ value: state.id, label: translatedText(state, 'name'), position: state.position }))
    .sort(byPosition)
    .map(({ value, label }) => ({ value, label }));
}

/**
 * What the registration form offers: salutations and countries, and the states (cantons) of one
 * country. Two calls in parallel; the countries come with their states, so listing those of
 * another country needs no further call.
 */
export async function loadRegistrationChoices(client: StoreApiClient, countryId: string | null): Promise<RegistrationChoices> {
  const [salutations, countries] = await Promise.all([readSalutations(client), readCountries(client, { associations: { states: {} } } as never)]);
  const list = (countries.elements ?? []) as Schemas['Country'][];
  const chosen = list.find((c) => c.id === countryId) ?? list.find((c) => c.iso === 'CH') ?? list[0];
  return {
    salutations: (salutations.elements ?? []).map((s) => ({ value: s.id, label: translatedText(s, 'displayName') })),
    countries: list
      .map((c) => ({ value: c.id, label: translatedText(c, 'name'), position: c.position }))
      .sort(byPosition)
      .map(({ value, label }) => ({ value, label })),
    countryId: chosen?.id ?? '',
    states: statesOf(chosen),
    stateRequired: chosen?.forceStateInRegistration === true && statesOf(chosen).length > 0,
  };
}

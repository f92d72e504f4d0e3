// Countries as ISO 3166-1 alpha-3 codes with their English names, United States first, from i18n-iso-countries.
import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';
import type { Option } from '../definition/types';

// Only English is registered: every other locale would weigh on the client bundle for nothing.
countries.registerLocale(english);

export const unitedStatesCode = 'USA';
export const canadaCode = 'CAN';

const byName = (a: Option, b: Option) => a.label.localeCompare(b.label, 'en');

const allCountries: readonly Option[] = Object.entries(countries.getNames('en', { select: 'official' }))
  .map(([alpha2, name]) => ({ value: countries.alpha2ToAlpha3(alpha2) ?? alpha2, label: name }))
  .sort(byName);

/** Every country except the United States, alphabetically. */
export const countryOptionsWithoutUs: readonly Option[] = allCountries.filter(
  (country) => country.value !== unitedStatesCode,
);

/** Every country, the United States first and then alphabetically. */
export const countryOptions: readonly Option[] = [
  ...allCountries.filter((country) => country.value === unitedStatesCode),
  ...countryOptionsWithoutUs,
];

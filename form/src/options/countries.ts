// Countries as ISO 3166-1 alpha-3 codes with their English names, United States first, from i18n-iso-countries' data.
import codes from 'i18n-iso-countries/codes.json';
import english from 'i18n-iso-countries/langs/en.json';
import type { Option } from '../definition/types';

// The package's code table and English names are read directly: its API module brings a diacritics table along,
// which doubles what the client downloads for the same list (5.5 kB instead of 10.3 kB gzip, measured with Vite).

export const unitedStatesCode = 'USA';
export const canadaCode = 'CAN';

const byName = (a: Option, b: Option) => a.label.localeCompare(b.label, 'en');

const englishNames: Readonly<Record<string, string | readonly string[]>> = english.countries;

/** The official English name: the first where the package lists aliases too. */
const officialName = (alpha2: string): string => {
  const names = englishNames[alpha2];
  return typeof names === 'string' ? names : names[0];
};

const allCountries: readonly Option[] = codes.map(([alpha2, alpha3]) => ({ value: alpha3, label: officialName(alpha2) })).sort(byName);

/** Every country except the United States, alphabetically. */
export const countryOptionsWithoutUs: readonly Option[] = allCountries.filter((country) => country.value !== unitedStatesCode);

/** Every country, the United States first and then alphabetically. */
export const countryOptions: readonly Option[] = [
  ...allCountries.filter((country) => country.value === unitedStatesCode),
  ...countryOptionsWithoutUs,
];

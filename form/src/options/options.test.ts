import { describe, expect, it } from 'vitest';
import {
  blankOption,
  canadianProvinceOptions,
  countryOptions,
  countryOptionsWithoutUs,
  monthOptions,
  stateOptionsByCountry,
  usStateOptions,
  usTerritoryAndArmedForcesOptions,
  yearOptions,
} from '.';

describe('countries', () => {
  it('lists ISO 3166 alpha-3 codes with English names, the United States first', () => {
    expect(countryOptions[0]).toEqual({ value: 'USA', label: 'United States of America' });
    expect(countryOptions.length).toBeGreaterThan(240);
    expect(countryOptions.every((option) => /^[A-Z]{3}$/.test(option.value))).toBe(true);
    expect(new Set(countryOptions.map((option) => option.value)).size).toBe(countryOptions.length);
    expect(countryOptions).toContainEqual({ value: 'CAN', label: 'Canada' });
    expect(countryOptions).toContainEqual({ value: 'DEU', label: 'Germany' });
  });

  it('sorts the others by name', () => {
    const names = countryOptions.slice(1).map((option) => option.label);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('has a variant without the United States', () => {
    expect(countryOptionsWithoutUs.some((option) => option.value === 'USA')).toBe(false);
    expect(countryOptionsWithoutUs).toEqual(countryOptions.slice(1));
  });
});

describe('months', () => {
  it('are 1-12 with their English names', () => {
    expect(monthOptions).toHaveLength(12);
    expect(monthOptions[0]).toEqual({ value: '1', label: 'January' });
    expect(monthOptions[11]).toEqual({ value: '12', label: 'December' });
  });
});

describe('yearOptions', () => {
  it.each([
    [{ start: 2020, count: 3, direction: 'past' as const }, ['2020', '2019', '2018']],
    [{ start: 2020, count: 3, direction: 'future' as const }, ['2020', '2021', '2022']],
    [{ start: 2020, count: 0, direction: 'future' as const }, []],
  ])('%o', (spec, years) => {
    expect(yearOptions(spec)).toEqual(years.map((year) => ({ value: year, label: year })));
  });

  it('starts at the current year by default', () => {
    const year = String(new Date().getFullYear());
    expect(yearOptions({ count: 2, direction: 'past' })[0]).toEqual({ value: year, label: year });
  });
});

describe('regions', () => {
  it('use the name as the value', () => {
    for (const option of [...usStateOptions, ...usTerritoryAndArmedForcesOptions, ...canadianProvinceOptions]) {
      expect(option.value).toBe(option.label);
    }
  });

  it('have the 50 states and DC, the territories and armed forces, and 13 Canadian provinces and territories', () => {
    expect(usStateOptions).toHaveLength(51);
    expect(usTerritoryAndArmedForcesOptions.map((option) => option.value)).toEqual(
      expect.arrayContaining(['Puerto Rico', 'Guam', 'Armed Forces Americas', 'Armed Forces Pacific']),
    );
    expect(canadianProvinceOptions).toHaveLength(13);
  });

  it('are offered by country: USA and CAN have theirs, any other country none', () => {
    expect(stateOptionsByCountry.USA).toEqual([...usStateOptions, ...usTerritoryAndArmedForcesOptions]);
    expect(stateOptionsByCountry.CAN).toBe(canadianProvinceOptions);
    expect(stateOptionsByCountry.MEX).toBeUndefined();
  });
});

it('has one blank option, shown as --', () => {
  expect(blankOption).toEqual({ value: '', label: '--' });
});

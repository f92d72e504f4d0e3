// The shared option lists: the blank option, countries, regions, months and years.
export * from './blank';
export * from './countries';
export * from './months';
export * from './regions';
export * from './years';

// GraphQL enums made from the lists of values that the form package and the domains declare once.
import { registerEnumType } from 'type-graphql';

/** Registers the enum `name` whose names are its values, in the list's order; `@Field(() => enum)` takes what it answers. */
export function graphqlEnum<const Value extends string>(values: readonly Value[], name: string, description: string): { [V in Value]: V } {
  const byName = Object.fromEntries(values.map((value) => [value, value])) as { [V in Value]: V };
  registerEnumType(byName, { name, description });
  return byName;
}

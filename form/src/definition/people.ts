// The people whose contact details the student gives besides their own: both parents and a guardian, by answer-key prefix.
export interface ContactPerson {
  /** Joined to every key of the person's questions: parent_first_name, parent_2_first_name, guardian_first_name. */
  prefix: string;
  /** The section title, and the word that prefixes the person's validation messages ('Parent: ...'). */
  title: string;
  /** Parents are asked for a relationship and a communication preference; a guardian is not. */
  isParent: boolean;
}

export const contactPeople: readonly ContactPerson[] = [
  { prefix: 'parent_', title: 'Parent', isParent: true },
  { prefix: 'parent_2_', title: 'Additional Parent', isParent: true },
  { prefix: 'guardian_', title: 'Guardian', isParent: false },
];

/** The person whose prefix a key carries (the longest match, so parent_2_ wins over parent_), if any. */
export function contactPersonOf(key: string): ContactPerson | undefined {
  return [...contactPeople].sort((a, b) => b.prefix.length - a.prefix.length).find((person) => key.startsWith(person.prefix));
}

import { describe, expect, it, vi } from 'vitest';
import { checkDefinitionInDevelopment, definitionProblems, isLocalDevelopment } from './checks';
import { formDefinition } from './definition';
import { addAnother, checkbox, equals, select, stateSelect, text } from './definition/builders';
import type { FormNode, PageDefinition } from './definition/types';

const page = (id: string, nodes: readonly FormNode[]): PageDefinition =>
  ({ id, title: id, sections: [{ id: `${id}-section`, title: id, nodes }] }) as PageDefinition;

describe('definitionProblems', () => {
  it('finds none in the real definition', () => {
    expect(definitionProblems(formDefinition)).toEqual({ errors: [], warnings: [] });
  });

  it.each([
    [
      'a key on more than one page',
      [page('about', [text('first_name', 'First')]), page('education', [text('first_name', 'First')])],
      'Key "first_name" is on more than one page: about, education.',
    ],
    [
      'a key twice on one page',
      [page('about', [text('city', 'City'), checkbox('city', 'City')])],
      'Key "city" appears more than once on page "about".',
    ],
    [
      'a _desc whose base key is not a choice',
      [page('about', [text('city', 'City'), text('city_desc', 'City label')])],
      'Key "city_desc" is not in the data model: "city" is not a radio or select.',
    ],
    [
      'a condition naming no key',
      [page('about', [text('city', 'City', { condition: equals('nowhere', 'Y') })])],
      '"city" depends on "nowhere", which is not in the data model.',
    ],
    [
      'a dependsOn naming no key',
      [page('about', [stateSelect('state', 'country')])],
      '"state" depends on "country", which is not in the data model.',
    ],
    [
      'more than 10 add-another components',
      [page('education', [addAnother({ id: 'jobs', buttonId: 'job', buttonLabel: 'Add', max: 11 }, (prefix) => [text(prefix, 'Job')])])],
      'Add-another "job" has more than 10 components.',
    ],
    [
      'an add-another prefix mismatch',
      [
        page('education', [
          addAnother({ id: 'jobs', buttonId: 'job', buttonLabel: 'Add', max: 2 }, (prefix, index) => [
            text(index === 1 ? 'work_2' : prefix, 'Job'),
          ]),
        ]),
      ],
      'Add-another "job" component 2: key "work_2" does not carry the prefix "job_2".',
    ],
    [
      'a first component carrying a later component’s prefix',
      [
        page('education', [
          addAnother({ id: 'jobs', buttonId: 'job', buttonLabel: 'Add', max: 2 }, (prefix, index) => [
            text(index === 0 ? 'job_2_title' : `${prefix}_hours`, 'Job'),
          ]),
        ]),
      ],
      'Add-another "job" component 1: key "job_2_title" does not carry the prefix "job".',
    ],
    [
      'an element id used twice',
      [page('about', [select('gender', 'Gender', []), { kind: 'content', id: 'gender', text: 'Hi' }])],
      'Element id "gender" is used by more than one node.',
    ],
  ])('reports %s as an error', (_, definition, error) => {
    const { errors, warnings } = definitionProblems(definition);
    expect(errors).toContain(error);
    expect(warnings).toEqual([]);
  });

  it('reports a key on no page of the application as a warning', () => {
    const { errors, warnings } = definitionProblems([page('appendix', [text('note', 'Note')])]);
    expect(errors).toEqual([]);
    expect(warnings).toEqual(['Key "note" is on no page of the application ("appendix").']);
  });
});

describe('checkDefinitionInDevelopment', () => {
  const broken = [page('about', [text('city', 'City'), text('city', 'City')])];

  it.each([
    ['development', 'localhost', true],
    ['development', '127.0.0.1', true],
    ['development', '::1', true],
    ['development', '[::1]', true],
    ['development', 'apply.example.edu', false],
    ['production', 'localhost', false],
    ['test', '127.0.0.1', false],
  ])('%s on %s: throws %s', (environment, hostname, throws) => {
    expect(isLocalDevelopment({ environment, hostname })).toBe(throws);
    const check = () => checkDefinitionInDevelopment({ environment, hostname }, broken);
    if (throws) expect(check).toThrow('Key "city" appears more than once on page "about".');
    else expect(check).not.toThrow();
  });

  it('passes the real definition, and logs warnings without throwing', () => {
    expect(() => checkDefinitionInDevelopment({ environment: 'development', hostname: 'localhost' })).not.toThrow();
    const warn = vi.fn();
    checkDefinitionInDevelopment({ environment: 'development', hostname: 'localhost', warn }, [page('appendix', [text('note', 'Note')])]);
    expect(warn).toHaveBeenCalledWith('Key "note" is on no page of the application ("appendix").');
  });
});

// The export's column labels: each question's own label where it is the only one, qualified by the blocks around it where another reads the same.
import { describe, expect, it } from 'vitest';
import { exportColumns, toldApart } from './export-columns';

const labelOf = (name: string) => exportColumns.find((column) => column.name === name)?.label;

describe('the export columns’ labels', () => {
  it('gives every column a label of its own', () => {
    expect(exportColumns.every((column) => column.label.trim() !== '')).toBe(true);
    expect(new Set(exportColumns.map((column) => column.label)).size).toBe(exportColumns.length);
  });

  it('reads a question by its label alone where no other question has it', () => {
    expect(labelOf('first_name')).toBe('First/Given Name');
    expect(labelOf('birth_date')).toBe('Date of Birth');
  });

  it('reads a choice by its chosen label, and says which column is the code', () => {
    expect(labelOf('entry_term_desc')).toBe('Term you plan to begin');
    expect(labelOf('entry_term')).toBe('Term you plan to begin (code)');
  });

  it('names the block around a question whose label others share, and the add-another instance', () => {
    expect(labelOf('city')).toBe('Permanent Address: City');
    expect(labelOf('mailing_city')).toBe('Mailing Address: City');
    expect(labelOf('parent_2_first_name')).toBe('Additional Parent: First Name');
    expect(labelOf('college_name')).toBe('Colleges Attended 1: Name of College or University');
    expect(labelOf('college_4_name')).toBe('Colleges Attended 4: Name of College or University');
    expect(labelOf('college_2_attend_from_month_desc')).toBe('Colleges Attended 2: Attended From: Month');
    expect(labelOf('grad_month_desc')).toBe('Graduation Date: Month');
  });

  it('labels the chosen tab and a file question’s file and status', () => {
    expect(labelOf('transcript_tab')).toBe('Unofficial Transcript (tab chosen)');
    expect(labelOf('college_transcript')).toBe('Unofficial transcript from your most recent college (file)');
    expect(labelOf('college_transcript_status')).toBe('Unofficial transcript from your most recent college (status)');
  });

  it('goes out one block at a time, and keeps a label as it is when the blocks run out', () => {
    const column = (name: string, label: string, within: string[]) => ({ name, label, within, value: () => null });
    const labels = toldApart([
      column('a', 'City', ['Section', 'Home']),
      column('b', 'City', ['Section', 'Work']),
      column('c', 'Month', ['One', 'Dates']),
      column('d', 'Month', ['Two', 'Dates']),
      column('e', 'Name', []),
      column('f', 'Name', []),
    ]).map((each) => each.label);
    expect(labels).toEqual(['Home: City', 'Work: City', 'One: Dates: Month', 'Two: Dates: Month', 'Name', 'Name']);
  });
});

// How answers read in the read-only rendering: the SSN masked for the student's own copies.
import { describe, expect, it } from 'vitest';
import { hasSsn, maskedSsn } from './display';

describe('maskedSsn', () => {
  it('hides every digit but the last four', () => {
    expect(maskedSsn('123-45-6789')).toBe('***-**-6789');
    expect(maskedSsn('123-45')).toBe('*23-45');
    expect(maskedSsn('')).toBe('');
  });
});

describe('hasSsn', () => {
  it('holds when the SSN question is answered', () => {
    expect(hasSsn({ ssn: '123-45-6789' })).toBe(true);
    expect(hasSsn({ ssn: '' })).toBe(false);
    expect(hasSsn({ first_name: 'Maria' })).toBe(false);
  });
});

// The account rules a student meets before the form: which e-mail addresses an account may have.
import { describe, expect, it } from 'vitest';
import { emailMaxLength, isValidEmail } from './account';

describe('an account e-mail address', () => {
  it.each(['ada@example.com', 'ada.lovelace+apply@mail.example.edu', "o'brien@example.co.uk", 'x_y-z{1}@sub-domain.example'])(
    'accepts %s',
    (address) => {
      expect(isValidEmail(address)).toBe(true);
    },
  );

  it('accepts a domain in any script', () => {
    expect(isValidEmail('ada@bücher.example')).toBe(true);
  });

  it.each([
    'q1,attacker@evil.example',
    'q1;attacker@evil.example',
    'a<b>@example.com',
    '"quoted"@example.com',
    'a(comment)@example.com',
    'a:b@example.com',
    '.ada@example.com',
    'ada.@example.com',
    'ada..lovelace@example.com',
    'ada@example',
    'ada@-example.com',
    'ada@example..com',
    'ada@exa,mple.com',
    'ada lovelace@example.com',
    'zoë@example.com',
  ])('refuses %s', (address) => {
    expect(isValidEmail(address)).toBe(false);
  });

  it('holds at most 254 characters', () => {
    const domain = '@example.com';
    expect(isValidEmail('a'.repeat(emailMaxLength - domain.length) + domain)).toBe(true);
    expect(isValidEmail('a'.repeat(emailMaxLength - domain.length + 1) + domain)).toBe(false);
  });
});

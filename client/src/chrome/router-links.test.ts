// Which hrefs React Router resolves (app paths) and which it leaves to the browser (mailto:, tel:, other sites).
import { describe, expect, it } from 'vitest';
import { isExternalHref } from './router-links';

describe('isExternalHref', () => {
  it.each([
    'mailto:admissions@lakemont.example',
    'tel:+15550102000',
    'https://get.adobe.com/reader/',
    'HTTP://example.com',
    '//cdn.example.com/x',
  ])('%s is external', (href) => expect(isExternalHref(href)).toBe(true));

  it.each(['/signup', '/about?token=abc', '#main-content', 'education'])('%s is an app path', (href) =>
    expect(isExternalHref(href)).toBe(false),
  );
});

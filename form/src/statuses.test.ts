import { describe, expect, it } from 'vitest';
import { inactivityPromptBeforeMs, inactivityTimeoutMs, inactivityWarningAfterMs } from './inactivity';
import { conversionStatuses, isConversionPending, isConversionStatus, toWebStatus, webStatusOf, webStatuses } from './statuses';

describe('the web status', () => {
  it('runs started, validating, submitted (docs/product.md §4.1)', () => {
    expect(webStatuses).toEqual(['started', 'validating', 'submitted']);
  });

  it('is derived from the count of distinct recognised statuses: 0 none, 1 started, 2 validating, 3 submitted', () => {
    expect(webStatusOf([])).toBeNull();
    expect(webStatusOf(['started'])).toBe('started');
    expect(webStatusOf(['started', 'validating'])).toBe('validating');
    expect(webStatusOf(['started', 'validating', 'submitted'])).toBe('submitted');
    expect(webStatusOf(['started', 'started', 'unknown'])).toBe('started');
  });

  it('reads only known statuses', () => {
    expect(toWebStatus('validating')).toBe('validating');
    expect(toWebStatus('done')).toBeNull();
    expect(toWebStatus(undefined)).toBeNull();
  });
});

describe('the conversion and PDF statuses', () => {
  it('are the five values of docs/product.md §4.3', () => {
    expect([...conversionStatuses].sort()).toEqual(['COMPLETED', 'FAILED', 'IN_PROGRESS', 'NOT_ANSWERED', 'UNPROCESSED']);
    expect(isConversionStatus('COMPLETED')).toBe(true);
    expect(isConversionStatus('completed')).toBe(false);
  });

  it('are pending while unprocessed or in progress, and only then', () => {
    expect(conversionStatuses.filter(isConversionPending)).toEqual(['IN_PROGRESS', 'UNPROCESSED']);
  });
});

describe('inactivity', () => {
  it('times out at 900000 ms and warns 60000 ms before, at 14 minutes (docs/product.md §4.5)', () => {
    expect(inactivityTimeoutMs).toBe(900_000);
    expect(inactivityPromptBeforeMs).toBe(60_000);
    expect(inactivityWarningAfterMs).toBe(14 * 60_000);
  });
});

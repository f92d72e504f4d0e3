// The worklist's address: what it parses (and leaves out), the query it writes back, the GraphQL variables and the export's address it stands for.
import { describe, expect, it } from 'vitest';
import {
  emptyWorklist,
  exportHref,
  isFromQueue,
  parseWorklist,
  queueReaderHref,
  readerHref,
  startOfWeek,
  worklistHref,
  worklistQuery,
  worklistVariables,
} from './worklist-url';

describe('the worklist address', () => {
  it('reads every filter and the sort, and writes them back in one order, defaults left out', () => {
    const state = parseWorklist('?sort=NAME_ASC&q=%20ada%20&to=2026-03-31&from=2026-03-01&stage=in_review&status=submitted');
    expect(state).toEqual({
      status: 'submitted',
      stage: 'in_review',
      from: '2026-03-01',
      to: '2026-03-31',
      search: ' ada ',
      sort: 'NAME_ASC',
    });
    expect(worklistQuery(state)).toBe('status=submitted&stage=in_review&from=2026-03-01&to=2026-03-31&q=ada&sort=NAME_ASC');
    expect(worklistQuery(emptyWorklist)).toBe('');
    expect(worklistQuery(parseWorklist('sort=SUBMITTED_DESC'))).toBe('');
  });

  it('leaves out what it does not understand', () => {
    expect(parseWorklist('status=approved&stage=maybe&from=yesterday&to=2026-13-45&sort=RANDOM')).toEqual(emptyWorklist);
    expect(parseWorklist(`q=${'x'.repeat(300)}`).search).toHaveLength(254);
  });

  it('keeps "this-week" as it is, and reads it as Monday of the current week where the reader is', () => {
    const state = parseWorklist('status=submitted&from=this-week&sort=SUBMITTED_DESC');
    expect(worklistQuery(state)).toBe('status=submitted&from=this-week');
    const thursday = new Date(2026, 10, 26, 15, 30);
    expect(startOfWeek(thursday)).toEqual(new Date(2026, 10, 23));
    expect(startOfWeek(new Date(2026, 10, 29, 9))).toEqual(new Date(2026, 10, 23));
    expect(worklistVariables(state, thursday).submittedFrom).toBe(new Date(2026, 10, 23).toISOString());
  });

  it('asks for whole days: from the start of the first to the end of the last, in the reader’s time zone', () => {
    const variables = worklistVariables(parseWorklist('from=2026-03-01&to=2026-03-02&q=%20lovelace'));
    expect(variables).toEqual({
      webStatus: null,
      reviewStage: null,
      submittedFrom: new Date(2026, 2, 1).toISOString(),
      submittedTo: new Date(new Date(2026, 2, 3).getTime() - 1).toISOString(),
      search: 'lovelace',
      order: 'SUBMITTED_DESC',
    });
  });

  it('carries the worklist to the reader and back, and to the export', () => {
    expect(readerHref(100001, 'status=submitted')).toBe('/staff/applications/100001?status=submitted');
    expect(readerHref(100001, '')).toBe('/staff/applications/100001');
    expect(worklistHref('q=ada')).toBe('/staff/applications?q=ada');
    const href = exportHref(worklistVariables(parseWorklist('status=submitted&q=ada&sort=NAME_ASC')));
    expect(href).toBe('/staff/exports/applications?format=csv&order=NAME_ASC&webStatus=submitted&search=ada');
    expect(exportHref(worklistVariables(parseWorklist('stage=decided')))).toBe(
      '/staff/exports/applications?format=csv&order=SUBMITTED_DESC&reviewStage=decided',
    );
  });

  it('opens the reader from "My queue" with an address that says so', () => {
    expect(queueReaderHref(100002)).toBe('/staff/applications/100002?via=queue');
    expect(isFromQueue('?via=queue')).toBe(true);
    expect(isFromQueue('?status=submitted')).toBe(false);
    // The worklist's own state leaves it out.
    expect(worklistQuery(parseWorklist('via=queue'))).toBe('');
  });
});

// The REST adapter of the lookup service: GET /lookup/find searches (text) or gives one record (id), without a session.
import type { Request } from 'express';
import { ValidationError } from '../errors';
import type { RestRoute } from '../http/rest';
import { parseInput } from '../input';
import { lookupCategoryInput } from './input';
import type { LookupService } from './service';

/** One query parameter given once, or undefined; given twice (an array) or nested, it is refused. */
function parameter(req: Request, name: string): string | undefined {
  const value = req.query[name];
  if (value === undefined || typeof value === 'string') return value;
  throw new ValidationError(`${name} must be given once, as text.`);
}

export function lookupRoutes(lookups: LookupService): RestRoute[] {
  return [
    {
      method: 'get',
      path: '/lookup/find',
      handle: async (req) => {
        const category = parameter(req, 'category');
        const id = parameter(req, 'id');
        if (id !== undefined) return lookups.detail(parseInput(lookupCategoryInput, category), id);
        const text = parameter(req, 'text');
        if (text === undefined) throw new ValidationError('Give the text to search for, or the id of a record.');
        const maxResults = parameter(req, 'max_results');
        return lookups.search(parseInput(lookupCategoryInput, category), text, maxResults === undefined ? undefined : Number(maxResults));
      },
    },
  ];
}

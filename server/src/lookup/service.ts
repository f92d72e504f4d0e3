// Searches the colleges, high schools and addresses of lookup_place, and gives one place's fields as the form names them.
import {
  lookupMaxSuggestions,
  lookupTextMaxLength,
  unitedStatesCode,
  usStates,
  usTerritoriesAndArmedForces,
  type LookupCategory,
} from '@transfer/form';
import type { Queries } from '../db/database';
import { NotFound, ValidationError } from '../errors';
import type { LookupPlace } from './entity';
import { detailStatement, searchStatements, searchWords } from './sql';

/** Fewer characters than this find nothing: every place would match. */
export const minSearchLength = 2;

export interface LookupSuggestion {
  /** What the student picks: the school's name, the street line, or the ZIP code. */
  text: string;
  id: string;
  /** Where it is: "City, ST", and the ZIP code after a street line. */
  sub_text: string;
}

/**
 * One place keyed by the form's field names (after the block's prefix): schools give name, ceeb, address_line_1,
 * city, state, zip and country; street addresses address_line_1, address_line_2, city, state, zip and country; a
 * ZIP code only city, state, zip and country, leaving the street the student typed. `state` is the form's State
 * option (the region's name, e.g. "Illinois"), `country` its country code (USA); an unknown value is ''.
 */
export type LookupRecord = Partial<
  Record<'name' | 'ceeb' | 'address_line_1' | 'address_line_2' | 'city' | 'state' | 'zip' | 'country', string>
>;

/** What the statements of lookup/sql.ts read of a place. */
type PlaceRow = Pick<LookupPlace, 'id' | 'source' | 'name' | 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'zip' | 'ceeb'>;

const stateNames = new Map([...usStates, ...usTerritoriesAndArmedForces].map(({ code, name }) => [code, name]));
const nouns: Record<LookupCategory, string> = { college_ceeb: 'college', hs_ceeb: 'high school', address: 'address' };

/** A whole number of at least 1; more than docs/product.md §3.8's 5 gives 5. */
function parseMaxResults(maxResults: number): number {
  if (!Number.isInteger(maxResults) || maxResults < 1) throw new ValidationError('max_results must be a whole number from 1 to 5.');
  return Math.min(maxResults, lookupMaxSuggestions);
}

/** LIKE's own characters (and its escape) stand for themselves. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

function suggestionOf(place: PlaceRow): LookupSuggestion {
  const where = [place.city, place.state].filter(Boolean).join(', ');
  return {
    text: place.name,
    id: place.id,
    sub_text: place.source === 'addresses_sample' ? [where, place.zip].filter(Boolean).join(' ') : where,
  };
}

function recordOf(place: PlaceRow): LookupRecord {
  const where = { city: place.city, state: stateNames.get(place.state) ?? '', zip: place.zip, country: unitedStatesCode };
  switch (place.source) {
    case 'colleges':
    case 'high_schools':
      return { name: place.name, ceeb: place.ceeb, address_line_1: place.addressLine1, ...where };
    case 'addresses_sample':
      return { address_line_1: place.addressLine1, address_line_2: place.addressLine2, ...where };
    case 'us_zip_codes':
      return where;
  }
}

export class LookupService {
  constructor(private readonly db: Queries) {}

  /**
   * Up to `maxResults` (1 to 5; more gives 5) suggestions for the text typed, trimmed: places whose name starts with
   * it first, then places with words like it. Text shorter than 2 characters finds nothing.
   */
  async search(known: LookupCategory, text: string, maxResults = lookupMaxSuggestions): Promise<LookupSuggestion[]> {
    const limit = parseMaxResults(maxResults);
    const typed = text.trim().replace(/\s+/g, ' ').toLowerCase();
    if (typed.length > lookupTextMaxLength) {
      throw new ValidationError(`text must be at most ${lookupTextMaxLength} characters.`);
    }
    if (typed.length < minSearchLength) return [];
    // Unnamed statements: planned with the values given, so that the prefix ranges and the trigrams use the indexes.
    const parameters = [known, typed, likePrefix(typed), limit];
    const starting = await this.db.query<PlaceRow>(searchStatements.startingWith, parameters);
    const words = searchWords(typed);
    const similar =
      starting.length < limit && words.length
        ? await this.db.query<PlaceRow>(searchStatements.similar(words.length), [
            ...parameters.slice(0, 3),
            limit - starting.length,
            ...words,
          ])
        : [];
    return [...starting, ...similar].map(suggestionOf);
  }

  /** The place's fields as the form names them; NotFound when the category has no such id. */
  async detail(known: LookupCategory, id: string): Promise<LookupRecord> {
    const [place] = await this.db.query<PlaceRow>(detailStatement, [known, id]);
    if (!place) throw new NotFound(`No ${nouns[known]} has the id ${JSON.stringify(id)}.`);
    return recordOf(place);
  }
}

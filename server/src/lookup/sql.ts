// The statements of the lookup service, shared with the lookup benchmark (which explains them against its database).
import { prepared } from '../db/database';

/** What a suggestion and a record are made of, under the entity's property names (a PlaceRow). */
const placeColumns = 'id, source, name, address_line_1 AS "addressLine1", address_line_2 AS "addressLine2", city, state, zip, ceeb';
const searchText = `lower(name || ' ' || alias)`;
const startsWith = `(lower(name) LIKE $3 OR lower(alias) LIKE $3)`;
/** The closest words first (a whole word typed beats its prefix), then active institutions, then by name. */
const ranking = `ORDER BY word_similarity($2, ${searchText}) DESC, active DESC, name, id LIMIT $4`;

/**
 * $1 category, $2 the text typed (trimmed, lowercase), $3 the LIKE pattern of its start, $4 how many; `similar`
 * takes the text's words after them.
 */
export const searchStatements = {
  /** Places whose name (or alias) starts with the text: an index range on each. */
  startingWith: `SELECT ${placeColumns} FROM lookup_place WHERE category = $1 AND ${startsWith} ${ranking}`,
  /**
   * Then places with a word like each word of the text (trigram word similarity at least
   * pg_trgm.word_similarity_threshold, set for every connection in db/database.ts): words inside the name, aliases, typos.
   * The GIN index finds them for each word, and the places that have them all are ranked; matching the whole text at
   * once would rank every "University" for "university of mich", five times slower. A ZIP code is found by its first
   * digits only: digits merely like it are another place.
   */
  similar: (words: number) => `SELECT ${placeColumns} FROM lookup_place
    WHERE category = $1 ${Array.from({ length: words }, (_, word) => `AND ${searchText} %> $${word + 5}`).join(' ')}
      AND NOT ${startsWith} AND source <> 'us_zip_codes' ${ranking}`,
};

/** The words of `similar`, as pg_trgm reads them: letters and digits (a lone "-" has no trigrams, nothing is like it). */
export const searchWords = (text: string): string[] => [...new Set(text.split(/[^\p{L}\p{N}]+/u).filter(Boolean))];

/** One place by category ($1) and id ($2): a primary key lookup, prepared. */
export const detailStatement = prepared('lookup-detail', `SELECT ${placeColumns} FROM lookup_place WHERE category = $1 AND id = $2`);

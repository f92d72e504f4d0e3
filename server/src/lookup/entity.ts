// The lookup tables: the colleges, high schools and addresses that the form's searches find, and which data is loaded.
import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { LookupCategory } from '@transfer/form';

/** The form's lookup categories (LookupCategory), in the order error messages name them. */
export const lookupCategories = ['college_ceeb', 'hs_ceeb', 'address'] as const satisfies readonly LookupCategory[];

/** The shipped file a place was read from (server/data/lookup/<source>.csv.gz). */
export type LookupSource = 'colleges' | 'high_schools' | 'us_zip_codes' | 'addresses_sample';

/**
 * One searchable place. Searches match the start of `lower(name)` or `lower(alias)` (B-tree indexes) and the words of
 * `lower(name || ' ' || alias)` by trigrams (a GIN index); the migration writes them, as TypeORM cannot declare
 * expressions with operator classes. `state` is the USPS code; empty text means unknown.
 */
@Entity({ name: 'lookup_place' })
@Check('lookup_place_category_known', `"category" IN ('college_ceeb', 'hs_ceeb', 'address')`)
@Index('lookup_place_search', { synchronize: false })
@Index('lookup_place_name_prefix', { synchronize: false })
@Index('lookup_place_alias_prefix', { synchronize: false })
export class LookupPlace {
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'lookup_place_pkey' })
  category: LookupCategory;

  /** IPEDS UNITID for colleges, the CEEB code for high schools, the ZIP code or `street-<row>` for addresses. */
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'lookup_place_pkey' })
  id: string;

  @Column({ type: 'text' })
  source: LookupSource;

  /** What a suggestion shows: the institution's name, the street line, or the ZIP code. */
  @Column({ type: 'text' })
  name: string;

  /** Other names the place is searched by. */
  @Column({ type: 'text', default: '' })
  alias: string;

  @Column({ name: 'address_line_1', type: 'text', default: '' })
  addressLine1: string;

  @Column({ name: 'address_line_2', type: 'text', default: '' })
  addressLine2: string;

  @Column({ type: 'text', default: '' })
  city: string;

  @Column({ type: 'text', default: '' })
  state: string;

  @Column({ type: 'text', default: '' })
  zip: string;

  /** The College Board code; every high school has one, some colleges do. */
  @Column({ type: 'text', default: '' })
  ceeb: string;

  /** False for institutions IPEDS lists as no longer active; they rank after active ones. */
  @Column({ type: 'boolean', default: true })
  active: boolean;
}

/** The shipped data loaded into lookup_place: one row, replaced when the files (or the way they are read) change. */
@Entity({ name: 'lookup_data' })
export class LookupData {
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'lookup_data_pkey' })
  version: string;

  @Column({ name: 'loaded_at', type: 'timestamptz' })
  loadedAt: Date;

  @Column({ type: 'integer' })
  places: number;
}

export const lookupEntities = [LookupPlace, LookupData];

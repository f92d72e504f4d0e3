// The orders staff page applications in (created, submitted, name; each either way), each a keyset over an indexed key and the id, and its cursors.
import { z } from 'zod';
import { ValidationError } from '../errors';
import { isPostgresTime } from '../input';

export const applicationOrders = ['CREATED_ASC', 'CREATED_DESC', 'SUBMITTED_DESC', 'SUBMITTED_ASC', 'NAME_ASC', 'NAME_DESC'] as const;
export type ApplicationOrder = (typeof applicationOrders)[number];

interface OrderKey {
  /** The key's column of `application_read a`, the expression of an index beside the id. */
  column: string;
  type: 'timestamptz' | 'text';
  direction: 'ASC' | 'DESC';
}

/** created_at (index application_created_at_id), submitted_order (unsubmitted as -infinity), name_order (last, first). */
const orderKeys: Record<ApplicationOrder, OrderKey> = {
  CREATED_ASC: { column: 'a.created_at', type: 'timestamptz', direction: 'ASC' },
  CREATED_DESC: { column: 'a.created_at', type: 'timestamptz', direction: 'DESC' },
  SUBMITTED_DESC: { column: 'a.submitted_order', type: 'timestamptz', direction: 'DESC' },
  SUBMITTED_ASC: { column: 'a.submitted_order', type: 'timestamptz', direction: 'ASC' },
  NAME_ASC: { column: 'a.name_order', type: 'text', direction: 'ASC' },
  NAME_DESC: { column: 'a.name_order', type: 'text', direction: 'DESC' },
};

/** The key as PostgreSQL prints it (a time to the microsecond), for the cursor: select it beside a row. */
export const sortKeyColumn = (order: ApplicationOrder) => `${orderKeys[order].column}::text AS "sortKey"`;

/** ORDER BY for reading `forward` (or backwards, from a `before` cursor). */
export function orderBy(order: ApplicationOrder, forward: boolean): string {
  const { column, direction } = orderKeys[order];
  const shown = forward === (direction === 'ASC') ? 'ASC' : 'DESC';
  return `ORDER BY ${column} ${shown}, a.id ${shown}`;
}

/** The condition "after (or before) this position", its values pushed onto `values`. */
export function beyond(order: ApplicationOrder, forward: boolean, [key, id]: [string, string], values: unknown[]): string {
  const { column, type, direction } = orderKeys[order];
  const comparison = forward === (direction === 'ASC') ? '>' : '<';
  return `(${column}, a.id) ${comparison} ($${values.push(key)}::${type}, $${values.push(id)}::uuid)`;
}

const cursorMessage = 'That cursor is not one this list gave.';

/** A cursor: the row's key in the order (as PostgreSQL prints it) and its id. */
export function applicationCursor(row: { sortKey: string; id: string }): string {
  return Buffer.from(JSON.stringify([row.sortKey, row.id])).toString('base64url');
}

/** The position a cursor names, its key checked against the order's type (400 otherwise). */
export function applicationPosition(cursor: string, order: ApplicationOrder): [string, string] {
  let position: unknown;
  try {
    position = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    position = undefined;
  }
  const key =
    orderKeys[order].type === 'timestamptz'
      ? z.string().refine((text) => text === '-infinity' || isPostgresTime(text))
      : z.string().max(1000);
  const read = z.tuple([key, z.guid()]).safeParse(position);
  if (!read.success) throw new ValidationError(cursorMessage);
  return read.data;
}

// Relay's object identification: the Node interface, global ids (the type's name and the row's id, base64) and reading them back.
import { fromGlobalId, toGlobalId } from 'graphql-relay';
import { Field, ID, InterfaceType } from 'type-graphql';

@InterfaceType('Node', { description: 'An object with a global id, which node(id) finds again.' })
export abstract class Node {
  @Field(() => ID, { description: "Global: the type's name and the row's id, base64-encoded." })
  id: string;
}

export function globalId(typeName: string, rowId: string): string {
  return toGlobalId(typeName, rowId);
}

/** The row id inside a global id of `typeName`, or null when the id is of another type or no global id at all. */
export function rowIdOf(id: string, typeName: string): string | null {
  const { type, id: rowId } = fromGlobalId(id);
  return type === typeName && rowId ? rowId : null;
}

/** The type name a global id names ('' when it names none). */
export function typeNameOf(id: string): string {
  return fromGlobalId(id).type;
}

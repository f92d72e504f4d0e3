// Builds the GraphQL schema from the type-graphql resolver classes, and prints it as schema.graphql.
import 'reflect-metadata';
import path from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { buildSchemaSync, emitSchemaDefinitionFile } from 'type-graphql';
import { AccountResolver, ProfileLoginsResolver } from '../accounts/resolver';
import { ApplicationResolver, ProfileApplicationResolver } from '../applications/resolver';
import { LookupResolver } from '../lookup/resolver';
import { PartnerResolver } from '../partner/resolver';
import { ProfileResolver } from './profile';

export const resolvers = [
  ProfileResolver,
  ProfileApplicationResolver,
  ApplicationResolver,
  PartnerResolver,
  AccountResolver,
  ProfileLoginsResolver,
  LookupResolver,
] as const;

let schema: GraphQLSchema | undefined;

/** type-graphql keeps its metadata globally, so the schema is built once per process. */
export function getSchema(): GraphQLSchema {
  schema ??= buildSchemaSync({ resolvers, validate: false });
  return schema;
}

/** The committed schema file that relay-compiler reads. */
export const schemaFile = path.join(__dirname, '..', '..', '..', 'schema.graphql');

export async function emitSchema(file = schemaFile): Promise<void> {
  await emitSchemaDefinitionFile(file, getSchema());
}

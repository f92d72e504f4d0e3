// Builds the GraphQL schema from the type-graphql resolver classes the composition root lists, and prints it as schema.graphql.
import 'reflect-metadata';
import path from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { buildSchemaSync, emitSchemaDefinitionFile, type BuildSchemaOptions } from 'type-graphql';

/** The resolver classes, as type-graphql takes them. */
export type Resolvers = BuildSchemaOptions['resolvers'];

let schema: GraphQLSchema | undefined;

/** type-graphql keeps its metadata globally, so the schema is built once per process. */
export function schemaOf(resolvers: Resolvers): GraphQLSchema {
  schema ??= buildSchemaSync({ resolvers, validate: false });
  return schema;
}

/** The committed schema file that relay-compiler reads. */
export const schemaFile = path.join(__dirname, '..', '..', '..', 'schema.graphql');

export async function emitSchema(resolvers: Resolvers, file = schemaFile): Promise<void> {
  await emitSchemaDefinitionFile(file, schemaOf(resolvers));
}

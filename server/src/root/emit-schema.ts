// Writes schema.graphql from the resolver classes of every domain (npm run schema).
import { emitSchema, schemaFile } from '../graphql/schema';
import { resolvers } from './catalogue';

emitSchema(resolvers).then(
  () => console.log(`wrote ${schemaFile}`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

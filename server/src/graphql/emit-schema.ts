// Writes schema.graphql from the resolver classes (npm run schema).
import { emitSchema, schemaFile } from './schema';

emitSchema().then(
  () => console.log(`wrote ${schemaFile}`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

// Every table and every GraphQL resolver of the server's domains, listed once (migrations and the schema read them).
import 'reflect-metadata';
import { accountEntities } from '../accounts/entity';
import { AccountResolver, ProfileLoginsResolver } from '../accounts/resolver';
import { applicationPdfEntities } from '../application-pdf/entity';
import { applicationEntities } from '../applications/entity';
import { ApplicationResolver, ProfileApplicationResolver } from '../applications/resolver';
import { documentEntities } from '../documents/entity';
import { ApplicationDocumentsResolver } from '../documents/resolver';
import { ProfileResolver } from '../graphql/profile';
import type { Resolvers } from '../graphql/schema';
import { lookupEntities } from '../lookup/entity';
import { LookupResolver } from '../lookup/resolver';
import { staffEntities } from '../staff/entity';
import { StaffPeopleResolver } from '../staff/people-resolver';
import { StaffReaderResolver } from '../staff/reader-resolver';
import { StaffApplicationResolver } from '../staff/resolver';
import { PartnerResolver } from '../partner/resolver';
import { serviceAccessEntities } from '../service-access/entity';
import { reviewEntities } from '../review/entity';
import { ReviewResolver } from '../review/resolver';

// A new domain adds its entities and resolvers here, its service to createServices (domains.ts), its context slice to
// AppContext and its routes (web-wiring.ts), and its jobs (jobs.ts).

/** Every table, for generating migrations (npm run migration:generate). */
export const entities = [
  ...accountEntities,
  ...applicationEntities,
  ...lookupEntities,
  ...documentEntities,
  ...serviceAccessEntities,
  ...applicationPdfEntities,
  ...staffEntities,
  ...reviewEntities,
];

/** Every resolver class of the GraphQL schema. */
export const resolvers: Resolvers = [
  ProfileResolver,
  AccountResolver,
  ProfileLoginsResolver,
  ApplicationResolver,
  ProfileApplicationResolver,
  LookupResolver,
  PartnerResolver,
  ApplicationDocumentsResolver,
  StaffApplicationResolver,
  StaffReaderResolver,
  StaffPeopleResolver,
  ReviewResolver,
];

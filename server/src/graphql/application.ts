// The Application type: a student's application as GraphQL shows it, whose fields the domains add with their own field resolvers.
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';
import { webStatuses, type Answers, type WebStatus } from '@transfer/form';
import type { SignedInUser } from '../guard';
import { graphqlEnum } from './enums';
import { globalId } from './node';

export const webStatusEnum = graphqlEnum(
  webStatuses,
  'WebStatus',
  'Where an application stands: started, then validating (errors shown), then submitted.',
);

/** The application's global id (Relay's object identification). */
export function applicationGlobalId(id: string): string {
  return globalId('Application', id);
}

@ObjectType('Application', { description: "A student's application: answers, progress and what was submitted." })
export class ApplicationNode {
  @Field(() => ID, { description: 'Globally unique, so that the Relay store updates it after each mutation.' })
  id: string;

  /** The row's own id, for the field resolvers of other domains (documents); not a field. */
  applicationId: string;

  @Field(() => webStatusEnum, { nullable: true, description: 'Derived from how many statuses were reached; null before any.' })
  webStatus: WebStatus | null;

  @Field(() => [webStatusEnum], { description: 'The statuses reached, in order.' })
  webStatuses: WebStatus[];

  @Field(() => String, { nullable: true, description: 'The form page path the student was last on (/about, /education, /final-steps).' })
  lastPage: string | null;

  @Field(() => GraphQLJSONObject, { description: 'Add-another button id -> number of instances shown (only those set).' })
  addAnother: Record<string, number>;

  @Field(() => GraphQLJSONObject, { description: 'Tab group id -> chosen tab (only those chosen).' })
  tabs: Record<string, string>;

  @Field(() => Date, { nullable: true })
  submittedAt: Date | null;

  /** Every answer; the `answers` field gives them out, one page at a time when asked. */
  allAnswers: Answers;
}

/** The signed-in student's application node, which the composition root builds from the applications service. */
export type StudentApplication = (user: SignedInUser) => Promise<ApplicationNode>;

// Relay's connections: the PageInfo every connection of the schema shares.
import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Where a page of a connection stands (Relay).' })
export class PageInfo {
  @Field()
  hasNextPage: boolean;

  @Field()
  hasPreviousPage: boolean;

  @Field(() => String, { nullable: true })
  startCursor: string | null;

  @Field(() => String, { nullable: true })
  endCursor: string | null;
}

// The staff reader's GraphQL: the worklist's counts per status, one application by its number, its neighbours in the worklist's filter and order, and the saved views staff share.
import { Arg, Args, Ctx, Extensions, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { WebStatus } from '@transfer/form';
import { webStatusEnum } from '../graphql/application';
import { staffOnly } from '../graphql/limits';
import type { StaffSavedViews } from './saved-views';
import { CountFilterArgs, FilterArgs, StaffApplication, toStaffApplication, type StaffContext } from './resolver';

/** What the reader's resolvers need besides the staff's. */
export interface StaffReaderContext extends StaffContext {
  staffViews: StaffSavedViews;
}

@ObjectType('StaffStatusCount', { description: 'How many applications stand at a web status (null: none reached yet).' })
class StatusCount {
  @Field(() => webStatusEnum, { nullable: true })
  status: WebStatus | null;

  @Field(() => Int)
  count: number;
}

@ObjectType('StaffNeighbours', { description: 'The applications before and after one, in a worklist’s filter and order.' })
class Neighbours {
  @Field(() => StaffApplication, { nullable: true })
  previous: StaffApplication | null;

  @Field(() => StaffApplication, { nullable: true })
  next: StaffApplication | null;
}

@ObjectType('StaffSavedView', { description: 'A named worklist view shared with all staff: its filters and order as the address query.' })
class SavedViewEntry {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field({ description: 'The worklist’s query string, e.g. status=submitted&from=this-week&sort=SUBMITTED_DESC.' })
  query: string;
}

@Resolver()
export class StaffReaderResolver {
  @Extensions(staffOnly)
  @Query(() => [StatusCount], { description: 'Staff only: how many applications of each web status the other filters find.' })
  applicationCounts(@Args() filters: CountFilterArgs, @Ctx() context: StaffReaderContext): Promise<StatusCount[]> {
    return context.staffReads.counts(context, filters);
  }

  @Extensions(staffOnly)
  @Query(() => StaffApplication, { description: 'Staff only: one application by its number; the read is audited.' })
  async applicationByNumber(@Arg('number', () => Int) number: number, @Ctx() context: StaffReaderContext): Promise<StaffApplication> {
    return toStaffApplication(await context.staffReads.readByNumber(context, number));
  }

  @Extensions(staffOnly)
  @Query(() => Neighbours, {
    description: 'Staff only: the applications before and after one (by its number) in the worklist’s filters and order.',
  })
  async applicationNeighbours(
    @Arg('number', () => Int) number: number,
    @Args() { order, ...filters }: FilterArgs,
    @Ctx() context: StaffReaderContext,
  ): Promise<Neighbours> {
    const { previous, next } = await context.staffReads.neighbours(context, number, filters, order);
    return { previous: previous && toStaffApplication(previous), next: next && toStaffApplication(next) };
  }

  @Extensions(staffOnly)
  @Query(() => [SavedViewEntry], { description: 'Staff only: the worklist views staff share, by name.' })
  staffSavedViews(@Ctx() context: StaffReaderContext): Promise<SavedViewEntry[]> {
    return context.staffViews.list(context);
  }

  @Extensions(staffOnly)
  @Mutation(() => SavedViewEntry, { description: 'Staff only: saves a worklist view for all staff, replacing one of that name.' })
  saveStaffView(@Arg('name') name: string, @Arg('query') query: string, @Ctx() context: StaffReaderContext): Promise<SavedViewEntry> {
    return context.staffViews.save(context, { name, query });
  }

  @Extensions(staffOnly)
  @Mutation(() => ID, { description: 'Staff only: removes a saved worklist view; answers its id.' })
  async deleteStaffView(@Arg('id', () => ID) id: string, @Ctx() context: StaffReaderContext): Promise<string> {
    await context.staffViews.remove(context, id);
    return id;
  }
}

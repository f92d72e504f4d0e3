// The GraphQL adapter of the lookup service: the `lookup` search and the `lookupDetail` record, open to visitors.
import { Arg, Ctx, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { lookupMaxSuggestions, type LookupCategory } from '@transfer/form';
import { graphqlEnum } from '../graphql/enums';
import { lookupCategories } from './entity';
import type { LookupRecord, LookupService } from './service';

/** What the lookup resolvers need (they are open to visitors: no user). */
export interface LookupContext {
  lookups: LookupService;
}

const categoryEnum = graphqlEnum(
  lookupCategories,
  'LookupCategory',
  'What a lookup searches: colleges (college_ceeb), high schools (hs_ceeb), or street addresses and ZIP codes.',
);

@ObjectType({ description: 'One search result: what to show, and the id that lookupDetail takes.' })
class LookupSuggestion {
  @Field({ description: "The school's name, the street line, or the ZIP code." })
  text: string;

  @Field(() => ID)
  id: string;

  @Field({ description: 'Where it is: "City, ST", and the ZIP code after a street line.' })
  subText: string;
}

@ObjectType({
  description:
    "A place's fields, named as the form's school and address blocks name them (address_line_1 is addressLine1). " +
    'A field the place does not fill is null: a ZIP code leaves the street lines to the student.',
})
class LookupDetail {
  @Field(() => String, { nullable: true })
  name: string | null;

  @Field(() => String, { nullable: true, description: 'The College Board (CEEB) code; empty when unknown.' })
  ceeb: string | null;

  @Field(() => String, { nullable: true })
  addressLine1: string | null;

  @Field(() => String, { nullable: true })
  addressLine2: string | null;

  @Field(() => String, { nullable: true })
  city: string | null;

  @Field(() => String, { nullable: true, description: "The form's State/Province option: the region's name." })
  state: string | null;

  @Field(() => String, { nullable: true })
  zip: string | null;

  @Field(() => String, { nullable: true, description: "The form's Country option: a three-letter code (USA)." })
  country: string | null;
}

const detailOf = (record: LookupRecord): LookupDetail => ({
  name: record.name ?? null,
  ceeb: record.ceeb ?? null,
  addressLine1: record.address_line_1 ?? null,
  addressLine2: record.address_line_2 ?? null,
  city: record.city ?? null,
  state: record.state ?? null,
  zip: record.zip ?? null,
  country: record.country ?? null,
});

@Resolver()
export class LookupResolver {
  @Query(() => [LookupSuggestion], {
    description:
      'Up to maxResults (1 to 5; more gives 5) places for the text typed: names starting with it first, then words like it. ' +
      'Text shorter than 2 characters finds nothing.',
  })
  async lookup(
    @Ctx() ctx: LookupContext,
    @Arg('category', () => categoryEnum) category: LookupCategory,
    @Arg('text') text: string,
    @Arg('maxResults', () => Int, { defaultValue: lookupMaxSuggestions }) maxResults: number,
  ): Promise<LookupSuggestion[]> {
    const found = await ctx.lookups.search(category, text, maxResults);
    return found.map(({ text, id, sub_text }) => ({ text, id, subText: sub_text }));
  }

  @Query(() => LookupDetail, { description: 'One place of a lookup by its id (NOT_FOUND when there is none).' })
  async lookupDetail(
    @Ctx() ctx: LookupContext,
    @Arg('category', () => categoryEnum) category: LookupCategory,
    @Arg('id', () => ID) id: string,
  ): Promise<LookupDetail> {
    return detailOf(await ctx.lookups.detail(category, id));
  }
}

// The GraphQL adapter of the applications service: the profile's application field, the application's mutations, and restore links.
import { GraphQLJSON, GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Ctx, Field, FieldResolver, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { isFormPageId, webStatusOf, type Answers, type WebStatus } from '@transfer/form';
import { ValidationError } from '../errors';
import type { RequestContext } from '../graphql/context';
import { clientAddress } from '../http/limits';
import { ApplicationNode, applicationGlobalId, webStatusEnum } from '../graphql/application';
import { Profile } from '../graphql/profile';
import { requireUser } from '../guard';
import { parseInput } from '../input';
import {
  addAnotherInput,
  carriedAddAnotherInput,
  lastPageInput,
  readAnswers,
  removeInstanceInput,
  tabChoiceInput,
  validationReportInput,
  webStatusInput,
} from './input';
import { pageAnswers } from './definition';
import { answersSavedMessage } from './messages';
import type { ApplicationService, ApplicationState } from './service';

/** What the application resolvers need besides the request. */
export interface ApplicationsContext extends RequestContext {
  applications: ApplicationService;
}

export function toApplicationNode(state: ApplicationState): ApplicationNode {
  return {
    id: applicationGlobalId(state.id),
    applicationId: state.id,
    webStatus: webStatusOf(state.statuses),
    webStatuses: state.statuses,
    lastPage: state.lastPage,
    addAnother: state.addAnother,
    tabs: state.tabs,
    submittedAt: state.submittedAt,
    allAnswers: state.answers,
  };
}

@ObjectType({ description: 'The answer of saveAnswers.' })
class SaveAnswersPayload {
  @Field()
  message: string;

  @Field(() => ApplicationNode)
  application: ApplicationNode;
}

@ObjectType({ description: 'The answer of createRestoreLink.' })
class CreateRestoreLinkPayload {
  @Field({
    description: 'The restore token: the restore link /about?token= (or the restoreLinkAnswers query) brings the answers back for 7 days.',
  })
  token: string;
}

@Resolver(() => Profile)
export class ProfileApplicationResolver {
  @FieldResolver(() => ApplicationNode, { description: "The student's application, created on first use." })
  async application(@Ctx() ctx: ApplicationsContext): Promise<ApplicationNode> {
    return toApplicationNode(await ctx.applications.get(requireUser(ctx.user)));
  }
}

@Resolver(() => ApplicationNode)
export class ApplicationResolver {
  @FieldResolver(() => GraphQLJSONObject, {
    description: "The answers; with `page` (about, education, final-steps), only that page's questions and their _desc.",
  })
  answers(@Root() application: ApplicationNode, @Arg('page', () => String, { nullable: true }) page?: string | null): Answers {
    if (page === undefined || page === null) return application.allAnswers;
    if (!isFormPageId(page)) throw new ValidationError('page must be one of: about, education, final-steps.');
    return pageAnswers(page, application.allAnswers);
  }

  @Mutation(() => SaveAnswersPayload, { description: 'Merges the answers given into the stored ones, key by key.' })
  async saveAnswers(
    @Ctx() ctx: ApplicationsContext,
    @Arg('answers', () => GraphQLJSONObject) answers: Answers,
  ): Promise<SaveAnswersPayload> {
    const state = await ctx.applications.save(requireUser(ctx.user), readAnswers(answers));
    return { message: answersSavedMessage, application: toApplicationNode(state) };
  }

  @Mutation(() => ApplicationNode, { description: 'Records started or validating (and those before it); submitted once submitted.' })
  async setWebStatus(
    @Ctx() ctx: ApplicationsContext,
    @Arg('webStatus', () => webStatusEnum) webStatus: WebStatus,
  ): Promise<ApplicationNode> {
    return toApplicationNode(await ctx.applications.setWebStatus(requireUser(ctx.user), parseInput(webStatusInput, webStatus)));
  }

  @Mutation(() => ApplicationNode, { description: 'Remembers the form page path the student is on.' })
  async setLastPage(@Ctx() ctx: ApplicationsContext, @Arg('lastPage') lastPage: string): Promise<ApplicationNode> {
    return toApplicationNode(await ctx.applications.setLastPage(requireUser(ctx.user), parseInput(lastPageInput, lastPage)));
  }

  @Mutation(() => ApplicationNode, {
    description: 'Stores the errors the client found: a list of {key, page, message} or a map of key to message.',
  })
  async saveValidations(@Ctx() ctx: ApplicationsContext, @Arg('errors', () => GraphQLJSON) errors: unknown): Promise<ApplicationNode> {
    const student = requireUser(ctx.user);
    const service = ctx.applications;
    await service.saveValidations(student, parseInput(validationReportInput, errors));
    return toApplicationNode(await service.get(student));
  }

  @Mutation(() => ApplicationNode, {
    description: 'Validates every answer and submits; missing information fails with BAD_USER_INPUT and extensions.fields.',
  })
  async submitApplication(@Ctx() ctx: ApplicationsContext): Promise<ApplicationNode> {
    return toApplicationNode(await ctx.applications.submit(requireUser(ctx.user)));
  }

  @Mutation(() => ApplicationNode, { description: 'How many instances of an add-another block show (1 to its maximum).' })
  async setAddAnother(
    @Ctx() ctx: ApplicationsContext,
    @Arg('buttonId') buttonId: string,
    @Arg('numComponents', () => Int) numComponents: number,
  ): Promise<ApplicationNode> {
    const student = requireUser(ctx.user);
    return toApplicationNode(await ctx.applications.setAddAnother(student, parseInput(addAnotherInput, { buttonId, numComponents })));
  }

  @Mutation(() => ApplicationNode, {
    description:
      'Removes the last instance shown of an add-another block (numbered from 1, never the first): its answers cleared, the count lowered.',
  })
  async removeAddAnother(
    @Ctx() ctx: ApplicationsContext,
    @Arg('buttonId') buttonId: string,
    @Arg('instance', () => Int) instance: number,
  ): Promise<ApplicationNode> {
    const student = requireUser(ctx.user);
    return toApplicationNode(await ctx.applications.removeAddAnother(student, parseInput(removeInstanceInput, { buttonId, instance })));
  }

  @Mutation(() => ApplicationNode, { description: "Chooses a tab; leaving a tab clears the other tabs' answers." })
  async setTab(
    @Ctx() ctx: ApplicationsContext,
    @Arg('tabId') tabId: string,
    @Arg('chosenTab') chosenTab: string,
  ): Promise<ApplicationNode> {
    return toApplicationNode(await ctx.applications.setTab(requireUser(ctx.user), parseInput(tabChoiceInput, { tabId, chosenTab })));
  }

  @Mutation(() => CreateRestoreLinkPayload, { description: "Keeps a visitor's answers under a new restore token (no session needed)." })
  async createRestoreLink(
    @Ctx() ctx: ApplicationsContext,
    @Arg('answers', () => GraphQLJSONObject) answers: Answers,
  ): Promise<CreateRestoreLinkPayload> {
    return { token: await ctx.applications.createRestoreLink(readAnswers(answers), clientAddress(ctx.req)) };
  }

  @Mutation(() => ApplicationNode, {
    description:
      "Carries a visitor's answers and add-another counts into the account: the answers fill only answers still empty, never the SSN.",
  })
  async saveVisitorAnswers(
    @Ctx() ctx: ApplicationsContext,
    @Arg('answers', () => GraphQLJSONObject) answers: Answers,
    @Arg('addAnother', () => GraphQLJSONObject, {
      nullable: true,
      description: "The visitor's add-another counts (button id to count), set first in the same transaction.",
    })
    addAnother: Record<string, unknown> | null,
  ): Promise<ApplicationNode> {
    const counts = parseInput(carriedAddAnotherInput, addAnother ?? {});
    return toApplicationNode(await ctx.applications.saveVisitorAnswers(requireUser(ctx.user), readAnswers(answers), counts));
  }

  @Query(() => Int, {
    description: "How many of the signed-in student's answers a restore link's token would change (NOT_FOUND once expired).",
  })
  restoreLinkChanges(@Ctx() ctx: ApplicationsContext, @Arg('token') token: string): Promise<number> {
    return ctx.applications.restoreLinkChanges(requireUser(ctx.user), token);
  }

  @Mutation(() => SaveAnswersPayload, {
    description: "Saves a restore link's non-empty answers over the student's, once they agreed; empty ones replace nothing.",
  })
  async applyRestoreLink(@Ctx() ctx: ApplicationsContext, @Arg('token') token: string): Promise<SaveAnswersPayload> {
    const state = await ctx.applications.applyRestoreLink(requireUser(ctx.user), token);
    return { message: answersSavedMessage, application: toApplicationNode(state) };
  }

  @Query(() => GraphQLJSONObject, { description: 'The answers kept under a restore token by createRestoreLink (NOT_FOUND once expired).' })
  restoreLinkAnswers(@Ctx() ctx: ApplicationsContext, @Arg('token') token: string): Promise<Answers> {
    return ctx.applications.restoreLinkAnswers(token);
  }
}

// The GraphQL adapter of the documents service: the application's documents, upload targets, conversions and removal.
import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Resolver, Root } from 'type-graphql';
import { conversionStatuses, type ConversionStatus } from '@transfer/form';
import { ApplicationNode, type StudentApplication } from '../graphql/application';
import type { RequestContext } from '../graphql/context';
import { graphqlEnum } from '../graphql/enums';
import { globalId } from '../graphql/node';
import { requireUser } from '../guard';
import { parseInput } from '../input';
import { attachInput, fileQuestionInput } from './input';
import type { Document } from './entity';
import { documentView } from './presenter';
import type { DocumentsService } from './service';

/** What the documents resolvers need besides the request. */
export interface DocumentsContext extends RequestContext {
  documents: DocumentsService;
  /** The signed-in student's application, for the mutations that answer it. */
  studentApplication: StudentApplication;
}

const documentStatusEnum = graphqlEnum(
  conversionStatuses,
  'DocumentStatus',
  'Where a document stands: UNPROCESSED and IN_PROGRESS while it converts (poll), then COMPLETED or FAILED; NOT_ANSWERED without one.',
);

@ObjectType('Document', { description: 'A file a student attached to a file question, and its conversion to PDF.' })
class DocumentNode {
  @Field(() => ID, { description: 'Globally unique, so that the Relay store updates it as its conversion goes on.' })
  id: string;

  @Field({ description: 'The file question it answers.' })
  answerKey: string;

  @Field()
  fileName: string;

  @Field(() => Int, { description: 'In bytes.' })
  fileSize: number;

  @Field(() => documentStatusEnum)
  status: ConversionStatus;

  @Field(() => String, { nullable: true, description: 'Why the conversion failed, for the student; null otherwise.' })
  message: string | null;
}

@ObjectType({ description: 'Where to post a file: multipart to `url` with every field of `fields`, then the file as `file`.' })
class UploadTarget {
  @Field({ description: "Relative to the app for the app's own receiver; absolute for object storage." })
  url: string;

  @Field(() => GraphQLJSONObject)
  fields: Record<string, string>;
}

function toDocumentNode(document: Document): DocumentNode {
  const view = documentView(document);
  return { ...view, id: globalId('Document', view.id) };
}

@Resolver(() => ApplicationNode)
export class ApplicationDocumentsResolver {
  @FieldResolver(() => [DocumentNode], { description: 'The documents attached to its file questions, by answer key.' })
  async documents(@Root() application: ApplicationNode, @Ctx() ctx: DocumentsContext): Promise<DocumentNode[]> {
    return (await ctx.documents.documentsOfApplication(application.applicationId)).map(toDocumentNode);
  }

  @Mutation(() => UploadTarget, { description: 'A signed upload target for a file question (valid 15 minutes, 1 MB at most).' })
  createUploadTarget(@Ctx() ctx: DocumentsContext, @Arg('answerKey') answerKey: string): Promise<UploadTarget> {
    const user = requireUser(ctx.user);
    return ctx.documents.createUploadTarget(user, parseInput(fileQuestionInput, answerKey));
  }

  @Mutation(() => DocumentNode, {
    description: 'Attaches an uploaded file (its key from createUploadTarget) to its question and starts its conversion.',
  })
  async startConversion(
    @Ctx() ctx: DocumentsContext,
    @Arg('answerKey') answerKey: string,
    @Arg('fileKey') fileKey: string,
    @Arg('fileName') fileName: string,
  ): Promise<DocumentNode> {
    const user = requireUser(ctx.user);
    return toDocumentNode(await ctx.documents.startConversion(user, parseInput(attachInput, { answerKey, fileKey, fileName })));
  }

  @Mutation(() => ApplicationNode, { description: "Removes a question's document and its files (NOT_FOUND when there is none)." })
  async deleteDocument(@Ctx() ctx: DocumentsContext, @Arg('answerKey') answerKey: string): Promise<ApplicationNode> {
    const user = requireUser(ctx.user);
    await ctx.documents.remove(user, parseInput(fileQuestionInput, answerKey));
    return ctx.studentApplication(user);
  }
}

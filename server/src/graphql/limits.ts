// The limits every GraphQL document must keep before it runs (graphql-armor's rules, a root-field count and a token count), and the suggestions hidden from callers who are not staff.
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  GraphQLError,
  Kind,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ParseOptions,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/**
 * Far above what the client's own operations need (a persisted document breaking one fails start-up, so the client
 * cannot outgrow them unnoticed), far below what hurts: the 5,000 aliased lookups that once held every database
 * connection for seconds break four of them.
 */
export const documentLimits = {
  /** Aliased fields in one operation (the client's most: 3). */
  aliases: 15,
  /** Nested selections (the client's deepest: 4). */
  depth: 8,
  /** Fields at the operation's root: each is a resolver that may query the database (the client's most: 2). */
  rootFields: 5,
  /** graphql-armor's cost: 2 per object, 1 per scalar, times 1.5 per level of depth (the client's most: about 80). */
  cost: 1000,
  /** Directives in one operation (the client's most: 1). */
  directives: 10,
  /** Lexical tokens in the whole document, counted while parsing, so that a huge document stops early. */
  tokens: 1000,
} as const;

/**
 * Staff's own documents (through Apollo, staff only) may cost more: a page of 100 applications with every scalar field
 * of each (answers, labelledAnswers, statuses) costs about 8,500, and with their documents, PDF and logins about
 * 13,700, as GitHub's API lets a page hold 100. The other limits stay: they bound the shape, not the page.
 */
export const staffDocumentLimits = { ...documentLimits, cost: 20_000 } as const;

export const parseLimits: ParseOptions = { maxTokens: documentLimits.tokens };

/** An armor rule's refusal is reported as a validation error, like any other, rather than thrown out of validation. */
const report = {
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
};

/** Counts the fields an operation selects at its root, through its fragments. */
function rootFieldsRule(max: number): ValidationRule {
  return (context) => {
    const count = (selectionSet: SelectionSetNode, seen: Set<string>): number =>
      selectionSet.selections.reduce((total, selection) => {
        if (selection.kind === Kind.FIELD) return total + 1;
        if (selection.kind === Kind.INLINE_FRAGMENT) return total + count(selection.selectionSet, seen);
        const name = selection.name.value;
        const fragment = context.getFragment(name);
        if (!fragment || seen.has(name)) return total;
        return total + count(fragment.selectionSet, new Set(seen).add(name));
      }, 0);
    return {
      OperationDefinition(operation) {
        const found = count(operation.selectionSet, new Set());
        if (found > max)
          context.reportError(new GraphQLError(`Root field limit of ${max} exceeded, found ${found}.`, { nodes: [operation] }));
      },
    };
  };
}

/** The rules run after graphql-js's own on a document, for the limits given. */
function rulesOf(limits: { aliases: number; depth: number; rootFields: number; cost: number; directives: number }): ValidationRule[] {
  return [
    maxAliasesRule({ n: limits.aliases, ...report }),
    maxDepthRule({ n: limits.depth, ...report }),
    rootFieldsRule(limits.rootFields),
    costLimitRule({ maxCost: limits.cost, ...report }),
    maxDirectivesRule({ n: limits.directives, ...report }),
  ] as ValidationRule[];
}

/** The client's persisted documents, which visitors and students run. */
export const limitRules = rulesOf(documentLimits);

/**
 * A root field's GraphQL extension saying that it refuses anyone but staff before anything under it runs
 * (`@Extensions(staffOnly)` in type-graphql): a persisted operation of such fields alone (the staff pages') is held to
 * the staff's limits, as staff's own documents are, since nobody else can make it do any work.
 */
export const staffOnly = { staffOnly: true } as const;

/** Whether every field at the operation's root, through its fragments, is staff only. */
export function isStaffOnlyOperation(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): boolean {
  const rootType = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  const fields = rootType?.getFields() ?? {};
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [],
    ),
  );
  const staffOnlyIn = (selectionSet: SelectionSetNode, seen: Set<string>): boolean =>
    selectionSet.selections.every((selection) => {
      if (selection.kind === Kind.FIELD) return fields[selection.name.value]?.extensions.staffOnly === true;
      if (selection.kind === Kind.INLINE_FRAGMENT) return staffOnlyIn(selection.selectionSet, seen);
      const fragment = fragments.get(selection.name.value);
      return (
        Boolean(fragment) && !seen.has(selection.name.value) && staffOnlyIn(fragment!.selectionSet, new Set(seen).add(selection.name.value))
      );
    });
  return operation.operation !== 'subscription' && staffOnlyIn(operation.selectionSet, new Set());
}

/** Staff's documents of their own. */
export const staffLimitRules = rulesOf(staffDocumentLimits);

/** graphql-js adds `Did you mean "x"?` to unknown fields, arguments, types and enum values: a map of the schema. */
const suggestion = / ?Did you mean [^?]*\?/g;

export function withoutSuggestions(message: string): string {
  return message.replace(suggestion, '');
}

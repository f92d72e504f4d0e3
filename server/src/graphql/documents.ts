// The trusted documents: the client's operations that relay-compiler persisted (id -> text), parsed and validated once, at start.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  getOperationAST,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { isStaffOnlyOperation, limitRules, parseLimits, staffLimitRules } from './limits';

/** The file relay-compiler writes beside the client's package.json (its `persistConfig`), committed with the client. */
export function persistedOperationsFile(): string {
  return path.join(path.dirname(require.resolve('@transfer/client/package.json')), 'persisted-operations.json');
}

export interface TrustedDocument {
  id: string;
  document: DocumentNode;
  operation: OperationDefinitionNode;
}

/** Parses and validates every document, against the schema and the limits (the staff's for the staff pages' own); the first that fails stops start-up. */
export class TrustedDocuments {
  private readonly byId = new Map<string, TrustedDocument>();

  constructor(
    private readonly schema: GraphQLSchema,
    texts: Record<string, string> = {},
  ) {
    for (const [id, text] of Object.entries(texts)) this.add(text, id);
  }

  static fromFile(schema: GraphQLSchema, file = persistedOperationsFile()): TrustedDocuments {
    return new TrustedDocuments(schema, JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
  }

  get(id: string): TrustedDocument | undefined {
    return this.byId.get(id);
  }

  get size(): number {
    return this.byId.size;
  }

  /** Trusts one more document under `id` (its text's SHA-256 by default, as relay-compiler names them); returns the id. */
  add(text: string, id = createHash('sha256').update(text).digest('hex')): string {
    const document = parse(text, parseLimits);
    const operation = getOperationAST(document);
    const limits = operation && isStaffOnlyOperation(this.schema, document, operation) ? staffLimitRules : limitRules;
    const errors = validate(this.schema, document, [...specifiedRules, ...limits]);
    if (errors.length > 0 || !operation) {
      throw new Error(`persisted operation ${id} is not valid: ${errors.map((error) => error.message).join(' ') || 'not one operation'}`);
    }
    this.byId.set(id, { id, document, operation });
    return id;
  }
}

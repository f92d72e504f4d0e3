// Service tokens: read-only access to one application for the PDF worker and for staff, random, stored hashed, each expiring.
import { serviceTokenInvalidMessage } from '@transfer/form';
import type { Queries } from '../db/database';
import { Unauthorized } from '../errors';
import { hashToken, newToken } from '../secrets';
import type { ServiceToken, ServiceTokenPurpose } from './entity';
import { serviceTokenStatements as statements } from './sql';

/** How long a token lives unless its minter says otherwise: the PDF worker prints within minutes; staff read longer. */
export const serviceTokenLifetimeMs: Record<ServiceTokenPurpose, number> = {
  pdf: 5 * 60_000,
  staff: 60 * 60_000,
};

/** Longer than any token a caller could guess, shorter than anything a browser or proxy refuses in a URL. */
const maxTokenLength = 200;

export interface MintedServiceToken {
  token: string;
  expiresAt: Date;
}

/** What a service token shows of its application: SPEC section 7's answer of GET /service/tmp-pdf. */
export interface ServiceView {
  answer: Record<string, unknown>;
  add_another: Record<string, number>;
  tabs: Record<string, string>;
  document_answer: Record<string, unknown>;
  username: string;
}

/** Where the service view's parts come from: the applications (with the student's e-mail) and their documents. */
export interface ServiceViewSource {
  application(applicationId: string): Promise<Omit<ServiceView, 'document_answer'>>;
  documentAnswer(applicationId: string): Promise<Record<string, unknown>>;
}

export class ServiceAccessService {
  constructor(
    private readonly db: Queries,
    private readonly source: ServiceViewSource,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** A new token reading `applicationId` until it expires (by default after its purpose's lifetime); shown only now. */
  async mint(applicationId: string, purpose: ServiceTokenPurpose, lifetimeMs = serviceTokenLifetimeMs[purpose]): Promise<MintedServiceToken> {
    const token = newToken();
    const expiresAt = new Date(this.now().getTime() + lifetimeMs);
    await this.db.execute(statements.insert, [hashToken(token), applicationId, purpose, expiresAt]);
    return { token, expiresAt };
  }

  /** The application a live token reads; anything else (missing, wrong, expired) is Unauthorized. */
  async applicationOf(token: unknown): Promise<string> {
    if (typeof token !== 'string' || token.length === 0 || token.length > maxTokenLength) {
      throw new Unauthorized(serviceTokenInvalidMessage);
    }
    const [row] = await this.db.query<Pick<ServiceToken, 'applicationId'>>(statements.applicationOf, [hashToken(token), this.now()]);
    if (!row) throw new Unauthorized(serviceTokenInvalidMessage);
    return row.applicationId;
  }

  /** Everything the service view renders of the token's application, and nothing of any other. */
  async view(token: unknown): Promise<ServiceView> {
    const applicationId = await this.applicationOf(token);
    const [application, documentAnswer] = await Promise.all([
      this.source.application(applicationId),
      this.source.documentAnswer(applicationId),
    ]);
    return { ...application, document_answer: documentAnswer };
  }

  /** Removes the tokens past their expiry; returns how many. */
  async removeExpired(): Promise<number> {
    return this.db.execute(statements.removeExpired, [this.now()]);
  }
}

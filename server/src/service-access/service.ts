// Service tokens: read-only access to one application for the PDF worker and for staff, random, stored hashed, each expiring, each living no longer than its minter, each read audited.
import { serviceTokenRefusedMessage } from '@transfer/form';
import type { Queries } from '../db/database';
import { Unauthorized } from '../errors';
import { hashToken, newToken } from '../secrets';
import type { ServiceTokenPurpose } from './entity';
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

/** Who minted a token: a staff API token, directly or through the session it opened; null for the PDF worker or the CLI. */
export interface Minter {
  staffTokenId: string;
  staffSessionId?: string;
}

/** A read through a service token, for the audit: which application, by whose token (null: the PDF worker or the CLI). */
export interface ServiceTokenRead {
  applicationId: string;
  tokenId: string;
  purpose: ServiceTokenPurpose;
  minter: { id: string; email: string } | null;
}

/** The token's row as the live statement reads it. */
interface LiveToken {
  id: string;
  applicationId: string;
  purpose: ServiceTokenPurpose;
  minterId: string | null;
  minterEmail: string | null;
}

export class ServiceAccessService {
  constructor(
    private readonly db: Queries,
    private readonly source: ServiceViewSource,
    /** Told of every read through a token (the staff audit records it, through the composition root). */
    private readonly onRead: (read: ServiceTokenRead) => Promise<void> = async () => {},
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * A new token reading `applicationId` until it expires (by default after its purpose's lifetime), and no longer than
   * its minter lives; shown only now.
   */
  async mint(
    applicationId: string,
    purpose: ServiceTokenPurpose,
    minter: Minter | null,
    lifetimeMs = serviceTokenLifetimeMs[purpose],
  ): Promise<MintedServiceToken> {
    const token = newToken();
    const expiresAt = new Date(this.now().getTime() + lifetimeMs);
    await this.db.execute(statements.insert, [
      hashToken(token),
      applicationId,
      purpose,
      expiresAt,
      minter?.staffTokenId ?? null,
      minter?.staffSessionId ?? null,
    ]);
    return { token, expiresAt };
  }

  /** Ends a token at once (the PDF worker's, once its print is done). */
  async revoke(token: string): Promise<void> {
    await this.db.execute(statements.revoke, [hashToken(token)]);
  }

  /** Everything the service view renders of the token's application, and nothing of any other; the read is audited. */
  async view(token: unknown): Promise<ServiceView> {
    const live = await this.live(token);
    const [application, documentAnswer] = await Promise.all([
      this.source.application(live.applicationId),
      this.source.documentAnswer(live.applicationId),
      this.onRead({
        applicationId: live.applicationId,
        tokenId: live.id,
        purpose: live.purpose,
        minter: live.minterId && live.minterEmail ? { id: live.minterId, email: live.minterEmail } : null,
      }),
    ]);
    return { ...application, document_answer: documentAnswer };
  }

  /** A live token's row; anything else (missing, wrong, expired, its minter revoked) is Unauthorized. */
  private async live(token: unknown): Promise<LiveToken> {
    if (typeof token !== 'string' || token.length === 0 || token.length > maxTokenLength) {
      throw new Unauthorized(serviceTokenRefusedMessage);
    }
    const [row] = await this.db.query<LiveToken>(statements.live, [hashToken(token), this.now()]);
    if (!row) throw new Unauthorized(serviceTokenRefusedMessage);
    return row;
  }

  /** Removes the tokens past their expiry; returns how many. */
  async removeExpired(): Promise<number> {
    return this.db.execute(statements.removeExpired, [this.now()]);
  }
}

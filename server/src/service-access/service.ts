// The read-only view of one application (docs/product.md §12.6): its page, for staff through a service token and for the
// PDF worker straight from the database; and the tokens: random, stored hashed, each expiring, each living no longer than
// its minter, each read audited.
import { serviceTokenRefusedMessage, withSsnMasked } from '@transfer/form';
import type { Queries } from '../db/database';
import { Unauthorized } from '../errors';
import { hashToken, newToken, presentedTokenHash } from '../secrets';
import type { ServiceTokenPurpose } from './entity';
import { serviceTokenStatements as statements } from './sql';
import { identityOf, serviceViewPage, type ApplicationIdentity, type ReadOnlyApplication, type ViewPartner } from './view/ServicePage';
import type { ViewDocument } from '@transfer/form/view';

/** How long a token lives unless its minter says otherwise: an hour of reading for staff. */
export const serviceTokenLifetimeMs: Record<ServiceTokenPurpose, number> = {
  staff: 60 * 60_000,
};

export interface MintedServiceToken {
  token: string;
  expiresAt: Date;
}

/** What a service token shows of its application: the answer of GET /service/tmp-pdf, docs/product.md §10.2. */
export interface ServiceView {
  answer: Record<string, unknown>;
  add_another: Record<string, number>;
  tabs: Record<string, string>;
  document_answer: Record<string, unknown>;
  username: string;
}

/** Where the view's parts come from: the application (with the student's e-mail) and its documents (docs/product.md §10.2). */
export interface ServiceViewSource {
  application(applicationId: string): Promise<Omit<ReadOnlyApplication, 'documents'>>;
  documentAnswer(applicationId: string): Promise<DocumentAnswer>;
}

/** The document answer (docs/product.md §10.2): answer key -> the document's file and its conversion's status. */
type DocumentAnswer = Record<string, ViewDocument & { status: string }>;

/** The view's page of one application, ready to print, and who and which application it is (the PDF heads its pages so). */
export interface PrintableView {
  html: string;
  identity: ApplicationIdentity;
}

/** Who minted a token: a staff member, with the API token they used (directly or through the session it opened); null for the CLI. */
export interface Minter {
  staffMemberId: string;
  staffTokenId?: string;
  staffSessionId?: string;
}

/** A read through a service token, for the audit: which application, by whose token (null: the CLI). */
export interface ServiceTokenRead {
  applicationId: string;
  tokenId: string;
  minter: { id: string; email: string } | null;
}

/** The token's row as the live statement reads it. */
interface LiveToken {
  id: string;
  applicationId: string;
  minterId: string | null;
  minterEmail: string | null;
  /** A reader's token shows the SSN masked (admin for the command line's). */
  minterRole: 'admin' | 'reader';
}

/** How a token shows the SSN: as its minter's role lets them see it. */
const ssnShownBy = (live: LiveToken) => (live.minterRole === 'reader' ? 'masked' : 'whole');

export class ServiceAccessService {
  constructor(
    private readonly db: Queries,
    private readonly source: ServiceViewSource,
    private readonly partner: ViewPartner,
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
      minter?.staffMemberId ?? null,
      minter?.staffTokenId ?? null,
      minter?.staffSessionId ?? null,
    ]);
    return { token, expiresAt };
  }

  /** GET /service/tmp-pdf: everything the view shows of the token's application, and nothing of any other; audited. */
  async view(token: unknown): Promise<ServiceView> {
    const { state, documents, username, ssn } = await this.readThrough(token);
    const answer = ssn === 'whole' ? state.answers : withSsnMasked(state.answers);
    return { answer, add_another: state.addAnother ?? {}, tabs: state.tabs ?? {}, document_answer: documents, username };
  }

  /** The view's page of the token's application, for a browser; audited. Unauthorized for a token not (or no longer) live. */
  async page(token: unknown): Promise<string> {
    const application = await this.readThrough(token);
    return serviceViewPage(application, this.partner, application.ssn);
  }

  /**
   * The view's pages of an application for the PDF worker, which holds no token: read once straight from the database,
   * one page for each copy asked, the SSN whole (the staff's copy) or masked (the student's).
   */
  async printable(applicationId: string, copies: readonly ('whole' | 'masked')[]): Promise<PrintableView[]> {
    const application = await this.read(applicationId);
    const identity = identityOf(application, this.partner);
    return copies.map((ssn) => ({ html: serviceViewPage(application, this.partner, ssn), identity }));
  }

  /** The live token's application, read, how it shows the SSN, and the read told to the audit. */
  private async readThrough(token: unknown): Promise<ReadOnlyApplication & { documents: DocumentAnswer; ssn: 'whole' | 'masked' }> {
    const live = await this.live(token);
    const [application] = await Promise.all([
      this.read(live.applicationId),
      this.onRead({
        applicationId: live.applicationId,
        tokenId: live.id,
        minter: live.minterId && live.minterEmail ? { id: live.minterId, email: live.minterEmail } : null,
      }),
    ]);
    return { ...application, ssn: ssnShownBy(live) };
  }

  private async read(applicationId: string): Promise<ReadOnlyApplication & { documents: DocumentAnswer }> {
    const [application, documents] = await Promise.all([this.source.application(applicationId), this.source.documentAnswer(applicationId)]);
    return { ...application, documents };
  }

  /** A live token's row; anything else (missing, wrong, expired, its minter revoked) is Unauthorized. */
  private async live(token: unknown): Promise<LiveToken> {
    const tokenHash = presentedTokenHash(token);
    if (!tokenHash) throw new Unauthorized(serviceTokenRefusedMessage);
    const [row] = await this.db.query<LiveToken>(statements.live, [tokenHash, this.now()]);
    if (!row) throw new Unauthorized(serviceTokenRefusedMessage);
    return row;
  }

  /** Removes the tokens past their expiry; returns how many. */
  async removeExpired(): Promise<number> {
    return this.db.execute(statements.removeExpired, [this.now()]);
  }
}

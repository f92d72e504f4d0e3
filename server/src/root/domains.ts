// Every domain service built once, each handed what it needs of the others as functions: the composition root.
import { AccountsService } from '../accounts/service';
import { staffAccounts } from '../accounts/staff-accounts';
import { PdfAssembly } from '../application-pdf/assembly';
import { viewPrinter } from '../application-pdf/print';
import { ApplicationPdfService, type PdfApplication } from '../application-pdf/service';
import { Receipts } from '../applications/receipt';
import { receiptQueuer } from '../applications/receipt-job';
import { ApplicationService, type ApplicationState } from '../applications/service';
import type { Database } from '../db/database';
import { Converters } from '../documents/conversion-job';
import { DocumentsService, uploadingTooOftenMessage } from '../documents/service';
import { storageFromConfig } from '../documents/storage-from-config';
import { uploadSigningKey } from '../documents/upload-signature';
import { sharedPerAddressLimit, sharedPerKeyLimit } from '../http/limits';
import { Leases } from '../jobs/leases';
import { QueueRegistry } from '../jobs/registry';
import { loadLookupData, type LookupLoad } from '../lookup/seed';
import { LookupService } from '../lookup/service';
import { staffLinkSender } from '../mail/templates';
import { StaffAccess } from '../staff/access';
import { StaffApplications } from '../staff/applications';
import { StaffPeople } from '../staff/people';
import { exportApplications } from '../staff/export';
import { StaffSavedViews } from '../staff/saved-views';
import { reviewExportMore } from '../review/export';
import { commandLineReviewer, reviewerOf } from '../review/reviewer';
import { ReviewService } from '../review/service';
import { ServiceAccessService } from '../service-access/service';
import { pdfJobQueuer } from '../application-pdf/job';
import { saveRateLimit } from '../applications/save-limit';
import { queueOptions, withRedisPrefix, type Infrastructure, type ServiceOptions, type Services } from './services';

/** What the PDF and the service view know of an application: from its row, by id or by its student. */
function pdfApplication(state: ApplicationState): PdfApplication {
  return { id: state.id, submitted: state.submittedAt !== null, version: state.version, answers: state.answers };
}

/** Generous for a classroom behind one address; each keeps a row for 7 days. */
const defaultRestoreLinksPerHour = 60;

export function createServices({ config, db, lookupDb, redis, mailer }: Infrastructure, serviceOptions: ServiceOptions = {}): Services {
  const options = withRedisPrefix(config, serviceOptions);
  const redisPrefix = options.redisPrefix ?? 'transfer';
  const queues = new QueueRegistry(queueOptions(redis, options));
  const converters = new Converters(config.chromiumPath, config.clamd);
  const pdfAssembly = new PdfAssembly();
  const storage = storageFromConfig(config);
  const accounts = new AccountsService({
    db,
    mailer,
    appUrl: config.appUrl,
    partner: config.partner,
    sessionSecret: config.sessionSecret,
    now: options.now,
    onStudentConfirmed: (tx, student) => applications.open(student, tx),
  });
  const receipts = new Receipts({
    db,
    application: (applicationId) => applications.byId(applicationId),
    emailOf: async (userId) => (await accounts.signedInUser(userId))?.email ?? null,
    mailer,
    partner: config.partner,
    appUrl: config.appUrl,
    now: options.now,
    queue: receiptQueuer(queues, { firstRetryMs: options.receiptFirstRetryMs }),
  });
  // The documents change under the application's lock, and a tab switch removes documents: each calls the other, once
  // both are built (the closures run only when a request comes). So does submitting, which asks for the PDF built after it.
  const documents: DocumentsService = new DocumentsService({
    db,
    storage,
    applicationIdOf: async (user) => (await applications.get(user)).id,
    refuseChangesIfSubmitted: (user) => applications.refuseChangesIfSubmitted(user),
    changeApplication: (user, answerKey, change) => applications.changeLocked(user, answerKey, change),
    queues,
    uploadLimit: sharedPerKeyLimit(
      redis,
      `${redisPrefix}:limit:uploads:student`,
      { points: config.rateLimits.uploadsPerHour, durationSeconds: 3600 },
      uploadingTooOftenMessage,
    ),
    uploadSigningKey: config.storage === 'local' ? uploadSigningKey(config.sessionSecret) : undefined,
    now: options.now,
  });
  const applications: ApplicationService = new ApplicationService(db, options.now, {
    restoreLinkLimit: sharedPerAddressLimit(redis, `${redisPrefix}:limit:restore-links:ip`, {
      points: options.restoreLinksPerHour ?? defaultRestoreLinksPerHour,
      durationSeconds: 3600,
    }),
    // Over 10-second windows: a burst of saves gets no further ahead of the pace than a few seconds' worth.
    saveLimit: saveRateLimit(config.rateLimits.savesPerMinute),
    onSubmitted: async (applicationId) => {
      await receipts.submitted(applicationId);
      // The submission is stored: a PDF not queued now (Redis away) is queued by the workers' start-up from its row.
      await applicationPdfs
        .requestOnSubmit(applicationId)
        .catch((error: unknown) => console.error('queueing the application PDF failed:', error));
    },
    removeDocuments: (tx, applicationId, answerKeys) => documents.removeLeftBehind(tx, applicationId, answerKeys),
  });
  const serviceAccess = new ServiceAccessService(
    db,
    {
      application: async (applicationId) => {
        const { userId, answers, addAnother, tabs, number, submittedAt } = await applications.byId(applicationId);
        const student = await accounts.signedInUser(userId);
        return { state: { answers, addAnother, tabs }, username: student?.email ?? '', number, submittedAt };
      },
      documentAnswer: (applicationId) => documents.documentAnswerOfApplication(applicationId),
    },
    { name: config.partner.name, applicationTitle: config.partner.application_title, timeZone: config.partner.time_zone },
    (read) => staffReads.recordServiceTokenRead(read),
    options.now,
  );
  const applicationPdfs: ApplicationPdfService = new ApplicationPdfService({
    db,
    sources: {
      studentApplication: async (userId) => pdfApplication(await applications.get({ id: userId })),
      application: async (applicationId) => pdfApplication(await applications.byId(applicationId)),
      printableViews: (applicationId, copies) => serviceAccess.printable(applicationId, copies),
      documents: (applicationId) => documents.documentsOfApplication(applicationId),
    },
    storage,
    queue: pdfJobQueuer(queues),
    print: viewPrinter(converters.chromium),
    assemble: pdfAssembly.assemble,
    applicationTitle: config.partner.application_title,
    now: options.now,
  });
  const staffAccess = new StaffAccess(db, staffAccounts(db, options.now), config.appUrl, options.now);
  const staffReads: StaffApplications = new StaffApplications(
    db,
    {
      documents: (applicationIds) => documents.viewsOfApplications(applicationIds),
      pdfStatuses: (applicationIds) => applicationPdfs.statusesOf(applicationIds),
      pdfFile: (applicationId, ssn) => applicationPdfs.staffFile(applicationId, ssn),
      documentFile: (applicationId, answerKey) => documents.convertedFile(applicationId, answerKey),
      mintServiceToken: (applicationId, staff) =>
        serviceAccess.mint(applicationId, 'staff', {
          staffMemberId: staff.id,
          staffTokenId: staff.tokenId,
          staffSessionId: staff.sessionId,
        }),
    },
    config.appUrl,
    options.now,
  );
  const reviews = new ReviewService(db, options.now);
  return {
    accounts,
    applications,
    receipts,
    lookups: new LookupService(lookupDb),
    documents,
    serviceAccess,
    applicationPdfs,
    converters,
    pdfAssembly,
    leases: new Leases(redis, redisPrefix),
    queues,
    staffAccess,
    staffPeople: new StaffPeople(db, staffAccess, staffLinkSender(mailer, config.partner)),
    staffReads,
    staffViews: new StaffSavedViews(db, staffReads),
    staffExport: (out, exportOptions) =>
      exportApplications(db, staffReads, out, {
        more: reviewExportMore(reviews, exportOptions.staff ? reviewerOf({ staff: exportOptions.staff, user: null }) : commandLineReviewer),
        ...exportOptions,
      }),
    reviews,
  };
}

/** The workers' start-up line on virus scanning: which clamd scans the uploads, or that nothing does. */
export { virusScanningLine } from '../documents/virus-scan';

/** The data the domains ship and load into their tables at start (the lookups' places), after the server listens. */
export function loadShippedData(db: Database): Promise<LookupLoad> {
  return loadLookupData(db);
}

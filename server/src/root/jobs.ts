// Every kind of background work the worker processes run, each defined in its domain.
import { applicationPdfJob } from '../application-pdf/job';
import { receiptJob } from '../applications/receipt-job';
import { conversionJobs } from '../documents/conversion-job';
import { cleanUpJob } from '../jobs/clean-up';
import type { JobDefinition } from '../jobs/registry';
import type { ServiceOptions, Services } from './services';

/** Every kind of background work the worker processes run. */
export function jobDefinitions(services: Services, options: ServiceOptions = {}): JobDefinition[] {
  return [
    ...(conversionJobs(services.documents, services.converters, services.leases, {
      requeueEveryMs: options.documentRequeueEveryMs,
      lockDurationMs: options.documentLockMs,
    }) as JobDefinition[]),
    // Accounts not confirmed within 72 hours, visitor answers past their 7 days, service tokens past their expiry,
    // uploaded files never attached to a document after a day.
    cleanUpJob({
      unconfirmedAccounts: () => services.accounts.removeUnconfirmedAccounts(),
      restoreLinks: () => services.applications.removeExpiredRestoreLinks(),
      serviceTokens: () => services.serviceAccess.removeExpired(),
      orphanUploads: () => services.documents.removeOrphanUploads(),
    }),
    applicationPdfJob(services.applicationPdfs) as JobDefinition,
    receiptJob(services.receipts) as JobDefinition,
  ];
}

// Every REST route of SPEC section 7, gathered from the domain modules that own them.
import { accountRoutes } from '../accounts/routes';
import type { Accounts } from '../accounts/setup';
import { applicationRoutes } from '../applications/routes';
import { ApplicationService } from '../applications/service';
import { lookupRoutes } from '../lookup/routes';
import { LookupService } from '../lookup/service';
import type { AppDependencies } from './app';
import type { RestRoute } from './rest';

/** What the domain modules' routes are built from: the app's dependencies and the services made from them. */
export interface RouteDependencies extends Omit<AppDependencies, 'routes'> {
  accounts: Accounts;
}

export function restRoutes(deps: RouteDependencies): RestRoute[] {
  return [
    ...accountRoutes(deps.accounts.requests),
    ...applicationRoutes(new ApplicationService(deps.db), deps.accounts.service),
    ...lookupRoutes(new LookupService(deps.db)),
  ];
}

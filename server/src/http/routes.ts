// Every REST route of SPEC section 7, gathered from the domain modules that own them.
import type { DataSource } from 'typeorm';
import { applicationRoutes } from '../applications/routes';
import type { RestRoute } from './rest';

export interface RouteDependencies {
  dataSource: DataSource;
}

export function restRoutes(deps: RouteDependencies): RestRoute[] {
  return [...applicationRoutes(deps.dataSource)];
}

// Every REST route of SPEC section 7, gathered from the domain modules that own them.
import type { RestRoute } from './rest';

export function restRoutes(): RestRoute[] {
  return [];
}

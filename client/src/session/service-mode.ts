// Service mode (docs/product.md §12.6): a `service_token` in the address shows staff the read-only view of one application; it holds only where the token is.
import { useLocation } from 'react-router';

/** The service token of an address's query string, or null outside service mode (an empty token is still service mode, and refused). */
export function serviceTokenAt(search: string): string | null {
  return new URLSearchParams(search).get('service_token');
}

/** is_service_user of the client snapshot: true only on a page whose address carries a service_token; nothing is kept. */
export function isServiceUserAt(search: string): boolean {
  return serviceTokenAt(search) !== null;
}

/** The service token of the current address, or null: nothing outlives the token's page, and no student session is touched. */
export function useServiceToken(): string | null {
  return serviceTokenAt(useLocation().search);
}

export function useIsServiceUser(): boolean {
  return useServiceToken() !== null;
}

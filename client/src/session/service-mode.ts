// Service mode (SPEC sections 1 and 6): a `service_token` query parameter makes this browser session a staff member's read-only view.
import { useMemo } from 'react';
import { useLocation } from 'react-router';

/** The sessionStorage key holding the service token once seen: the mode lasts for the browser session. */
export const serviceTokenKey = 'transfer-application.service-token';

/** Whether this browser session is in service mode, entering it when `search` carries a service_token. */
export function isServiceUserAt(search: string): boolean {
  const token = new URLSearchParams(search).get('service_token');
  try {
    if (token) sessionStorage.setItem(serviceTokenKey, token);
    return sessionStorage.getItem(serviceTokenKey) !== null;
  } catch {
    // Storage is disabled: the mode holds while the parameter is in the address.
    return !!token;
  }
}

/** is_service_user of the client snapshot: hides the step bar, the account control, the buttons and the inactivity timer. */
export function useIsServiceUser(): boolean {
  const { search } = useLocation();
  return useMemo(() => isServiceUserAt(search), [search]);
}

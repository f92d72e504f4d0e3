// The REST adapter of service access: GET /service/tmp-pdf?service_token=, the read-only view of one application.
import type { RestRoute } from '../http/rest';
import type { ServiceAccessService } from './service';

export function serviceAccessRoutes(access: ServiceAccessService): RestRoute[] {
  return [
    {
      // Only the token counts: a student's session (or none) changes nothing.
      method: 'get',
      path: '/service/tmp-pdf',
      handle: (req) => access.view(req.query.service_token),
    },
  ];
}

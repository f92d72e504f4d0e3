// The REST adapter of the application PDF: GET /api/pdf (status and url) and the file itself, for its owner only.
import { pipeline } from 'node:stream/promises';
import { requireUser } from '../guard';
import { attachAs } from '../http/download';
import type { RestRoute } from '../http/rest';
import { pdfFileUrl, type ApplicationPdfService } from './service';

export function applicationPdfRoutes(pdfs: ApplicationPdfService): RestRoute[] {
  return [
    {
      method: 'get',
      path: '/api/pdf',
      handle: (req) => pdfs.status(requireUser(req.user).id),
    },
    {
      method: 'get',
      path: pdfFileUrl,
      handle: async (req, res) => {
        const { fileName, body } = await pdfs.file(requireUser(req.user).id);
        attachAs(res, fileName, 'application/pdf');
        await pipeline(body, res);
      },
    },
  ];
}

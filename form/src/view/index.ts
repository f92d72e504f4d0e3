// The form's read-only rendering in React, for whoever renders it (the server's view and PDF, the client's summary): `@transfer/form/view`.
export { ReadOnlySections, type ChangeLink, type ReadOnlySectionsProps, type ReadOnlyValue, type ViewDocument } from './ReadOnlyNodes';

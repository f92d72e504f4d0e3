// The public surface of the form package, shared by the client, the server and the PDF.
export * from './pages';
export * from './partner';
export * from './messages';
export * from './definition/types';
export * from './account';

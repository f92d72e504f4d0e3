// The review form and its words, shared by the server (which rules with them) and the staff's pages (which render them).
export * from './definition';
export * from './stages';
export * from './answers';

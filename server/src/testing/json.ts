// The JSON a test reads from an answer: the test walks it freely, and its assertions are what check its shape.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a declared shape for each answer would only repeat the assertions
export type Json = any;

// What converting a document answers: the PDF, or why the document cannot be converted.

/** The PDF, or why the document cannot be converted (the conversion is then FAILED with `message`, not retried). */
export type Conversion = { ok: true; pdf: Uint8Array } | { ok: false; message: string };

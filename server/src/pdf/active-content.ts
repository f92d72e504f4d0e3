// What a PDF may not bring to staff: actions, scripts, annotations that launch programs, open addresses or other files,
// and attached files. Cleans a student's pages down to what they show before they are copied, then sweeps a whole PDF.
import { PDFArray, PDFDict, PDFHexString, PDFName, PDFRef, PDFStream, PDFString, type PDFDocument, type PDFObject } from 'pdf-lib';

/** Annotations that show something on the page; the rest (attached files, sound, movies, screens, rich media, 3D) go. */
const shownAnnotations = new Set([
  'Text',
  'Link',
  'FreeText',
  'Line',
  'Square',
  'Circle',
  'Polygon',
  'PolyLine',
  'Highlight',
  'Underline',
  'Squiggly',
  'StrikeOut',
  'Stamp',
  'Caret',
  'Ink',
  'Popup',
  'Widget',
]);

/**
 * What a page needs to be shown: copying a page copies everything its keys reach, so any other key (/PieceInfo, /AA,
 * /Metadata, a private one) could bring the source's catalog, scripts or files along.
 */
const pageKeys = new Set([
  'Type',
  'Parent',
  'Resources',
  'MediaBox',
  'CropBox',
  'BleedBox',
  'TrimBox',
  'ArtBox',
  'Contents',
  'Rotate',
  'Group',
  'UserUnit',
  'Annots',
]);

/** What an annotation needs to be shown (PDF 32000 12.5), and a link's jump: not /AA, /PA, /Kids or private keys. */
const annotationKeys = new Set([
  'Type',
  'Subtype',
  'Rect',
  'Contents',
  'P',
  'NM',
  'M',
  'F',
  'AP',
  'AS',
  'Border',
  'C',
  'OC',
  'BS',
  'BE',
  'IC',
  'CA',
  'ca',
  'BM',
  'T',
  'Popup',
  'Open',
  'Name',
  'RC',
  'CreationDate',
  'Subj',
  'IT',
  'QuadPoints',
  'InkList',
  'L',
  'LE',
  'LL',
  'LLE',
  'LLO',
  'Cap',
  'CP',
  'CO',
  'Vertices',
  'Path',
  'DA',
  'Q',
  'DS',
  'CL',
  'RD',
  'H',
  'Dest',
  'A',
  'MK',
  'Parent',
]);

/** What a jump within the document is. */
const jumpKeys = new Set(['Type', 'S', 'D']);

/** Keys that make a reader act or carry a file, wherever they are. */
const activeKeys = new Set(['JS', 'JavaScript', 'AA', 'OpenAction', 'EmbeddedFiles', 'EF', 'XFA', 'RichMediaContent']);

/** Actions that run a script, a program or a form's exchange, or open another file; a /URI one goes unless it is https. */
const activeActions = new Set([
  'JavaScript',
  'Launch',
  'SubmitForm',
  'ImportData',
  'GoToR',
  'GoToE',
  'Rendition',
  'Sound',
  'Movie',
  'RichMediaExecute',
]);

/** Annotations that play or open something. */
const activeAnnotations = new Set(['FileAttachment', 'Sound', 'Movie', 'Screen', 'RichMedia', '3D']);

const name = (key: string) => PDFName.of(key);

function keepOnly(dict: PDFDict, keys: Set<string>): void {
  for (const key of dict.keys()) if (!keys.has(key.decodeText())) dict.delete(key);
}

/** An action that jumps within the document, and does nothing after: the one kind kept. */
function isJumpWithin(action: PDFDict): boolean {
  return action.lookup(name('S')) === name('GoTo') && action.get(name('Next')) === undefined;
}

/** The annotation as it may stay, or undefined when it goes. */
function cleaned(annotation: PDFDict): PDFDict | undefined {
  const subtype = annotation.lookup(name('Subtype'));
  if (!(subtype instanceof PDFName) || !shownAnnotations.has(subtype.decodeText())) return undefined;
  const action = annotation.lookup(name('A'));
  if (action instanceof PDFDict && !isJumpWithin(action)) {
    // A link is its action: without one that stays in the document, nothing of it is left to keep.
    if (subtype === name('Link')) return undefined;
    annotation.delete(name('A'));
  } else if (action instanceof PDFDict) {
    keepOnly(action, jumpKeys);
  }
  keepOnly(annotation, annotationKeys);
  // A form field's widget keeps its appearance, not its field (whose actions and other widgets it would bring along).
  if (subtype === name('Widget')) annotation.delete(name('Parent'));
  return annotation;
}

/**
 * Cuts every page down to the keys that show it, and its annotations down to those without active content. The
 * document's own (open actions, scripts, attached files, forms and XFA, all in its catalog) stay behind when its pages
 * are copied to a new one.
 */
export function removePageActiveContent(pdf: PDFDocument): void {
  for (const page of pdf.getPages()) {
    keepOnly(page.node, pageKeys);
    const annotations = page.node.Annots();
    if (!annotations) continue;
    const kept = annotations.asArray().filter((entry) => {
      const annotation = pdf.context.lookup(entry);
      return annotation instanceof PDFDict && cleaned(annotation) !== undefined;
    });
    page.node.set(name('Annots'), pdf.context.obj(kept) as PDFArray);
  }
}

/** Whether `object` is itself active: an action above, an attached file, or an annotation that plays or opens one. */
function isActive(object: PDFObject | undefined): boolean {
  const dict = object instanceof PDFStream ? object.dict : object;
  if (!(dict instanceof PDFDict)) return false;
  const subtype = dict.lookup(name('Subtype'));
  const action = dict.lookup(name('S'));
  if (dict.lookup(name('Type')) === name('EmbeddedFile')) return true;
  if (subtype instanceof PDFName && activeAnnotations.has(subtype.decodeText())) return true;
  if (!(action instanceof PDFName)) return false;
  if (action === name('URI')) {
    const uri = dict.lookup(name('URI'));
    const text = uri instanceof PDFString || uri instanceof PDFHexString ? uri.decodeText() : '';
    return !text.toLowerCase().startsWith('https://');
  }
  return activeActions.has(action.decodeText());
}

/**
 * Removes from every object of `pdf` each active key, and each entry holding an active object (which goes too): what
 * the pages' cleaning missed. Returns how many it removed; none is 0.
 */
export function removeActiveContent(pdf: PDFDocument): number {
  const { context } = pdf;
  const activeRefs = new Set(
    context
      .enumerateIndirectObjects()
      .filter(([, object]) => isActive(object))
      .map(([ref]) => ref),
  );
  const activeValue = (value: PDFObject) => (value instanceof PDFRef ? activeRefs.has(value) : isActive(value));
  let removed = activeRefs.size;
  const sweep = (object: PDFObject): void => {
    const dict = object instanceof PDFStream ? object.dict : object;
    if (dict instanceof PDFDict) {
      for (const [key, value] of dict.entries()) {
        if (activeKeys.has(key.decodeText()) || activeValue(value)) {
          dict.delete(key);
          removed++;
        } else sweep(value);
      }
    } else if (object instanceof PDFArray) {
      for (let index = object.size() - 1; index >= 0; index--) {
        if (activeValue(object.get(index))) {
          object.remove(index);
          removed++;
        } else sweep(object.get(index));
      }
    }
  };
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (activeRefs.has(ref)) context.delete(ref);
    else sweep(object);
  }
  return removed;
}

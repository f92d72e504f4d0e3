// What a student's PDF may not bring to staff: page actions, annotations that run scripts, launch programs, open addresses or other files, and attached files. Cleans the pages before they are copied.
import { PDFArray, PDFDict, PDFName, type PDFDocument } from 'pdf-lib';

/** Annotations that show something on the page; the rest (attached files, sound, movies, screens, rich media, 3D) go. */
const shownAnnotations = new Set([
  'Text', 'Link', 'FreeText', 'Line', 'Square', 'Circle', 'Polygon', 'PolyLine', 'Highlight', 'Underline', 'Squiggly',
  'StrikeOut', 'Stamp', 'Caret', 'Ink', 'Popup', 'Widget',
]);

const name = (key: string) => PDFName.of(key);

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
  }
  annotation.delete(name('AA'));
  // A form field's widget keeps its appearance, not its field (whose actions and other widgets it would bring along).
  if (subtype === name('Widget')) annotation.delete(name('Parent'));
  return annotation;
}

/**
 * Removes every page's actions (/AA) and each annotation with active content. The document's own (open actions,
 * scripts, attached files, forms and XFA, all in its catalog) stay behind when its pages are copied to a new one.
 */
export function removePageActiveContent(pdf: PDFDocument): void {
  for (const page of pdf.getPages()) {
    page.node.delete(name('AA'));
    const annotations = page.node.Annots();
    if (!annotations) continue;
    const kept = annotations
      .asArray()
      .filter((entry) => {
        const annotation = pdf.context.lookup(entry);
        return annotation instanceof PDFDict && cleaned(annotation) !== undefined;
      });
    page.node.set(name('Annots'), pdf.context.obj(kept) as PDFArray);
  }
}

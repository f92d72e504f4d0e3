// Refuses a DOCX whose tables would take Chromium minutes and gigabytes to lay out (tens of thousands of cells, tables nested hundreds deep in a few kB), read from mammoth's document tree before anything is printed.
import { ConversionFailure, conversionMessages } from './failures';

/**
 * A transcript of 60 courses in 8 columns is 540 cells and rows, with no table inside another; a form laid out in
 * tables nests two or three. A 5,000 × 10 table (14 kB zipped) held a renderer at 2.6 GB for 28 s, and tables nested
 * 400 deep (69 kB) at 3.1 GB past every time limit. Every row counts besides its cells: rows without cells are laid out too.
 */
export const docxBudget = { tableDepth: 4, tableCellsAndRows: 2000 };

/** What the walk reads of mammoth's tree: elements with children; a note reference, whose note prints at the end. */
interface DocumentElement {
  type: string;
  children?: DocumentElement[];
}

interface MammothDocument extends DocumentElement {
  notes?: { resolve(reference: DocumentElement): { body: DocumentElement[] } | null };
}

/**
 * mammoth's `transformDocument`: the document as it is, or a ConversionFailure when its tables pass `docxBudget`.
 * Footnotes and endnotes are walked where they are referenced (mammoth prints a note at the end for each reference).
 * The walk keeps its own stack, so that a document nested thousands deep cannot overflow the call stack.
 */
export function withinDocxBudget<D extends MammothDocument>(document: D): D {
  let cellsAndRows = 0;
  const toWalk: { element: DocumentElement; tablesAround: number }[] = [{ element: document, tablesAround: 0 }];
  for (let next = toWalk.pop(); next; next = toWalk.pop()) {
    const { element } = next;
    const tablesAround = next.tablesAround + (element.type === 'table' ? 1 : 0);
    if (element.type === 'tableRow' || element.type === 'tableCell') cellsAndRows++;
    if (tablesAround > docxBudget.tableDepth || cellsAndRows > docxBudget.tableCellsAndRows) {
      throw new ConversionFailure(conversionMessages.docxTablesTooLarge);
    }
    for (const child of element.children ?? []) toWalk.push({ element: child, tablesAround });
    if (element.type === 'noteReference') {
      for (const child of document.notes?.resolve(element)?.body ?? []) toWalk.push({ element: child, tablesAround: 0 });
    }
  }
  return document;
}

// The export's columns after the record's, in form order: every answer, the tab chosen in each tab group (by the form's own label), and each file question's document (file name and status).
import {
  chosenTab,
  formDefinition,
  isQuestion,
  nodesIn,
  type ConversionStatus,
  type FormNode,
  type FormState,
  type TabGroup,
} from '@transfer/form';
import { columnsOf } from './columns';

/** A document as the export reads it: the uploaded file's name and where its conversion stands. */
export interface ExportedDocument {
  fileName: string;
  status: ConversionStatus;
}

/** What the export reads of an application besides its record: answers and tabs, and its documents by question. */
export interface ExportedApplication extends FormState {
  documents: Record<string, ExportedDocument>;
}

export interface ExportColumn {
  name: string;
  value(application: ExportedApplication): unknown;
}

/** The label of the tab the student chose (or the group's default, which the form shows until they choose). */
export function chosenTabLabel(group: TabGroup, application: ExportedApplication): string {
  return chosenTab(group, application)?.label ?? '';
}

/** A file question's document: NOT_ANSWERED, and no file name, when none is attached. */
export function documentOf(key: string, application: ExportedApplication): { file_name: string | null; status: ConversionStatus } {
  const document = application.documents[key];
  return { file_name: document?.fileName ?? null, status: document?.status ?? 'NOT_ANSWERED' };
}

function columnsOfNode(node: FormNode): ExportColumn[] {
  if (node.kind === 'tabs') return [{ name: `${node.tabId}_tab`, value: (application) => chosenTabLabel(node, application) }];
  if (node.kind === 'file') {
    // The file question's own column holds the file's name: the documents domain keeps no answer at its key.
    return [
      { name: node.key, value: (application) => documentOf(node.key, application).file_name },
      { name: `${node.key}_status`, value: (application) => documentOf(node.key, application).status },
    ];
  }
  if (!isQuestion(node)) return [];
  return columnsOf(node).map(({ key }) => ({ name: key, value: (application) => application.answers[key] }));
}

/** Every column once, where it first appears (add-another instances each have their own keys). */
export const exportColumns: readonly ExportColumn[] = [
  ...new Map(
    formDefinition
      .flatMap((page) => page.sections.flatMap((section) => nodesIn(section.nodes)))
      .flatMap(columnsOfNode)
      .map((column) => [column.name, column] as const),
  ).values(),
];

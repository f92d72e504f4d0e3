// The export's columns after the record's, in form order: every answer, the tab chosen in each tab group (by the form's own label), and each file question's document (file name and status); each with its key and a label a registrar reads.
import {
  chosenTab,
  formDefinition,
  isQuestion,
  placedNodes,
  type ConversionStatus,
  type FormState,
  type Gate,
  type PlacedNode,
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
  /** What a registrar reads at its head: its question's label, with as many of the blocks around it as tell it apart. */
  label: string;
  value(application: ExportedApplication): unknown;
}

/** A column whose label is not yet told apart from the others': the names of the blocks it sits in, outermost first. */
type PlacedColumn = ExportColumn & { within: string[] };

/** The label of the tab the student chose (or the group's default, which the form shows until they choose). */
export function chosenTabLabel(group: TabGroup, application: ExportedApplication): string {
  return chosenTab(group, application)?.label ?? '';
}

/** A file question's document: NOT_ANSWERED, and no file name, when none is attached. */
export function documentOf(key: string, application: ExportedApplication): { file_name: string | null; status: ConversionStatus } {
  const document = application.documents[key];
  return { file_name: document?.fileName ?? null, status: document?.status ?? 'NOT_ANSWERED' };
}

/**
 * The names of the blocks a node sits in, outermost first: its section's title, each labelled block (an address, a
 * month and year, a group, tabs), and an add-another instance as the name before it with its number (Colleges Attended 2).
 */
function blocksOf(gates: readonly Gate[]): string[] {
  const names: string[] = [];
  for (const gate of gates) {
    if (gate.kind === 'instance') names.push(`${names.pop() ?? ''} ${gate.index + 1}`.trim());
    if (gate.kind !== 'node') continue;
    const name = 'title' in gate.node ? gate.node.title : gate.node.label;
    if (name) names.push(name);
  }
  return names;
}

function columnsOfNode({ node, gates }: PlacedNode): PlacedColumn[] {
  const within = blocksOf(gates);
  if (node.kind === 'tabs') {
    const label = `${node.label ?? node.tabId} (tab chosen)`;
    return [{ name: `${node.tabId}_tab`, label, within, value: (application) => chosenTabLabel(node, application) }];
  }
  if (node.kind === 'file') {
    // The file question's own column holds the file's name: the documents domain keeps no answer at its key.
    return [
      { name: node.key, label: `${node.label} (file)`, within, value: (application) => documentOf(node.key, application).file_name },
      {
        name: `${node.key}_status`,
        label: `${node.label} (status)`,
        within,
        value: (application) => documentOf(node.key, application).status,
      },
    ];
  }
  if (!isQuestion(node)) return [];
  const columns = columnsOf(node);
  const chosenLabelKept = columns.some((column) => column.labels);
  // A choice reads as its chosen label (its _desc column); its code column says it is the code.
  return columns.map((column) => ({
    name: column.key,
    label: column.labels ? node.label : chosenLabelKept ? `${column.label} (code)` : column.label,
    within,
    value: (application: ExportedApplication) => application.answers[column.key],
  }));
}

/**
 * Each column's label qualified by the blocks around it, innermost first, one more at a time while another column
 * reads the same: "First/Given Name", but "Permanent Address: City" and "Colleges Attended 2: Attended From: Month".
 */
export function toldApart(columns: readonly PlacedColumn[]): ExportColumn[] {
  const depths = columns.map(() => 0);
  const labelAt = (index: number) => {
    const { within, label } = columns[index];
    return [...within.slice(within.length - depths[index]), label].join(': ');
  };
  for (let deeper = true; deeper;) {
    const byLabel = new Map<string, number[]>();
    columns.forEach((_, index) => byLabel.set(labelAt(index), [...(byLabel.get(labelAt(index)) ?? []), index]));
    deeper = false;
    for (const same of byLabel.values()) {
      if (same.length < 2) continue;
      for (const index of same.filter((each) => depths[each] < columns[each].within.length)) {
        depths[index] += 1;
        deeper = true;
      }
    }
  }
  return columns.map(({ name, value }, index) => ({ name, label: labelAt(index), value }));
}

/** Every column once, where it first appears (add-another instances each have their own keys). */
export const exportColumns: readonly ExportColumn[] = toldApart(
  [...placedNodes(formDefinition)]
    .flatMap(columnsOfNode)
    .filter((column, index, all) => all.findIndex((each) => each.name === column.name) === index),
);

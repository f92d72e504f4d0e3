// The widget of each node kind, each loaded on first use so that a page downloads only the widgets it shows; their look comes with the registry.
import { nodesIn, type FormNode, type Section } from '@transfer/form';
import { lazy, type ComponentType } from 'react';
import './widgets.css';

type NodeKind = FormNode['kind'];
/** The node type a kind belongs to ('email' -> TextQuestion). */
type NodeOfKind<K extends NodeKind> = FormNode extends infer N
  ? N extends { kind: infer NK }
    ? K extends NK
      ? N
      : never
    : never
  : never;
type WidgetModule<K extends NodeKind> = () => Promise<{ default: ComponentType<{ node: NodeOfKind<K> }> }>;

/** Each loader's promise is kept, so that a preload and the render share one download. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}

const widgetModules: { [K in NodeKind]: WidgetModule<K> } = {
  text: once(() => import('./TextWidget')),
  email: once(() => import('./TextWidget')),
  textarea: once(() => import('./TextareaWidget')),
  date: once(() => import('./DateWidget')),
  phone: once(() => import('./PhoneWidget')),
  ssn: once(() => import('./SsnWidget')),
  select: once(() => import('./SelectWidget')),
  radio: once(() => import('./RadioWidget')),
  checkbox: once(() => import('./CheckboxWidget')),
  confirmation: once(() => import('./ConfirmationWidget')),
  file: once(() => import('./FileWidget')),
  address: once(() => import('./FieldBlock')),
  school: once(() => import('./FieldBlock')),
  monthYear: once(() => import('./MonthYearWidget')),
  checkGroup: once(() => import('./CheckGroupWidget')),
  group: once(() => import('./GroupWidget')),
  addAnother: once(() => import('./AddAnotherWidget')),
  tabs: once(() => import('./TabsWidget')),
  dateWindowAlert: once(() => import('./DateWindowAlert')),
  content: once(() => import('./ContentWidget')),
};

// The registry is keyed by kind, so the widget found for a node always takes that node's type.
const widgets = Object.fromEntries(
  Object.entries(widgetModules).map(([kind, load]) => [kind, lazy(load as WidgetModule<NodeKind>)]),
) as unknown as Record<NodeKind, ComponentType<{ node: FormNode }>>;

export function widgetFor(node: FormNode): ComponentType<{ node: FormNode }> {
  return widgets[node.kind];
}

/** Loads the widgets of every node in the tree, hidden ones included, so that revealing them does not wait. */
export function preloadWidgets(nodes: readonly FormNode[]): Promise<void> {
  const kinds = new Set(nodesIn(nodes).map((node) => node.kind));
  return Promise.all([...kinds].map((kind) => widgetModules[kind]())).then(() => undefined);
}

const sectionWidgets = new WeakMap<readonly Section[], Promise<void>>();
const sectionWidgetsLoaded = new WeakSet<readonly Section[]>();

/** Starts loading the widgets of a page's sections, once per page; null once they are all there. */
export function sectionWidgetsLoading(sections: readonly Section[]): Promise<void> | null {
  if (sectionWidgetsLoaded.has(sections)) return null;
  let loading = sectionWidgets.get(sections);
  if (!loading) {
    loading = preloadWidgets(sections.flatMap((section) => section.nodes)).then(() => {
      sectionWidgetsLoaded.add(sections);
    });
    sectionWidgets.set(sections, loading);
  }
  return loading;
}
